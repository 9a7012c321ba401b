import { perLanguage, type Lang } from "./i18n/lang";

/**
 * Where the plain HTML contact form lands after a message is stored (the endpoint answers 303
 * here). Not one of the pages: no sitemap entry, no language toggle target, `noindex`. Apart from
 * `pagePaths.ts` so the pages' shared code does not carry it.
 */
export const messageSentPaths: Record<Lang, string> = perLanguage(
  (row) => `${row.pathPrefix}/contact/sent`,
);
