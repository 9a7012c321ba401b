import {
  defaultLang,
  languageRow,
  languageTable,
  languages,
  perLanguage,
  type Lang,
} from "./i18n/lang";

/** The one table of pages. Components, routes, prerendering, the server and the sitemap read it. */
const pagePaths = {
  home: "/",
  contact: "/contact",
  cookiePolicy: "/cookie-policy",
  privacyPolicy: "/privacy-policy",
} as const;

export type PageId = keyof typeof pagePaths;
export const pageIds = Object.keys(pagePaths) as PageId[];

/** Where each language's not-found page is prerendered; the server answers unknown paths with it. */
export const notFoundPaths: Record<Lang, string> = perLanguage((row) => `${row.pathPrefix}/404`);

export function pathFor(page: PageId, lang: Lang, hash?: string): string {
  const base = pagePaths[page];
  const prefix = languageRow(lang).pathPrefix;
  const path = prefix === "" ? base : `${prefix}${base === "/" ? "" : base}`;
  return hash ? `${path}#${hash.replace(/^#/, "")}` : path;
}

/** The language whose prefix the path is under; every other path is the default language's. */
export function langFromPath(pathname: string): Lang {
  const row = languageTable.find(
    ({ pathPrefix }) =>
      pathPrefix !== "" && (pathname === pathPrefix || pathname.startsWith(`${pathPrefix}/`)),
  );
  return row?.code ?? defaultLang;
}

/** The page a canonical path shows, or null for anything that is not one of our pages. */
export function pageFromPath(pathname: string): { page: PageId; lang: Lang } | null {
  const lang = langFromPath(pathname);
  for (const page of pageIds) {
    if (pathFor(page, lang) === pathname) return { page, lang };
  }
  return null;
}

/** The same page (and hash) in the other language; unknown paths go to that language's home. */
export function pathInLang(pathname: string, lang: Lang, hash = ""): string {
  const current = pageFromPath(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  return pathFor(current?.page ?? "home", lang, hash);
}

export interface PageEntry {
  page: PageId;
  lang: Lang;
  path: string;
}

export const allPages: PageEntry[] = pageIds.flatMap((page) =>
  languages.map((lang) => ({ page, lang, path: pathFor(page, lang) })),
);

export const prerenderPaths: string[] = [
  ...allPages.map((entry) => entry.path),
  ...languages.map((lang) => notFoundPaths[lang]),
];
