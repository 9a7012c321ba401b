import { createRequire } from "node:module";

/**
 * The React Router release line the page step was written and measured against. The step
 * rewrites HTML that React Router writes (its stylesheet link, its modulepreload hints and the
 * shape of its module script) and relies on how React adopts the head when it hydrates, none of
 * which React Router promises to keep.
 */
export const supportedReactRouter = "7.18";

const packages = ["react-router", "@react-router/dev"] as const;

/** The installed version of each React Router package the step depends on. */
export function installedReactRouter(): Record<string, string> {
  const require = createRequire(import.meta.url);
  return Object.fromEntries(
    packages.map((name) => [
      name,
      (require(`${name}/package.json`) as { version: string }).version,
    ]),
  );
}

/** Fails the build, saying what to check, when React Router is not the release the step knows. */
export function checkReactRouterVersion(installed = installedReactRouter()): void {
  const other = Object.entries(installed).filter(
    ([, version]) => !version.startsWith(`${supportedReactRouter}.`),
  );
  if (other.length === 0) return;
  const found = other.map(([name, version]) => `${name} ${version}`).join(", ");
  throw new Error(
    [
      `build-tools/optimizePageHtml was written for React Router ${supportedReactRouter}.x, but ${found} is installed.`,
      "It rewrites the prerendered pages React Router writes, so check with the new version that:",
      '- each page still has one <link rel="stylesheet"> per CSS file, <link rel="modulepreload"> hints and one <script type="module"> of static imports followed by code;',
      "- `npx vitest run build-tools/pageHtmlStep.build.test.ts` passes (it builds the site and checks every rewrite on real pages);",
      "- hydration still adopts the disabled stylesheet link and the switched-off hints (no React error 418 in the browser tests: `npm run test:browser`).",
      `Then set supportedReactRouter in build-tools/reactRouterVersion.ts to the new release line, and re-measure (docs/decisions/0004).`,
    ].join("\n"),
  );
}
