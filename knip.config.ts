import type { KnipConfig } from "knip";

// `npm run knip`: unused files, exports and dependencies. Knip's own plugins find most entry
// points (React Router's routes and entries, the Vite and Vitest configs with their global setups,
// the test files, ESLint and Prettier); the ones they cannot see are listed here.
const config: KnipConfig = {
  // The server's processes: run by npm scripts and by hosts outside this repository. (Knip reads
  // the dev scripts' entries from package.json's scripts.)
  // The document pages' entries, which build-tools/documentEntryPlugin.ts adds to the browser build.
  // The content editor's page script, which editor/bundleEditor.ts bundles for `npm run edit`.
  // The Lighthouse process that scripts/lighthouseProcess.ts starts by its path.
  entry: [
    "server/hosts/*/*.ts",
    "app/document/*.tsx",
    "editor/decapEntry.ts",
    "scripts/lighthouseRunner.mjs",
  ],
  ignoreFiles: [
    // Served to the browser in the test build (tests/e2e/support/testBuild.ts copies the folder).
    "tests/fixtures/site/**",
    // Linked from the mock-up pages that `npm run images` captures.
    "scripts/images/*.css",
  ],
  // Read by path, not imported: the font cut and the social images start from this file.
  ignoreDependencies: [
    "@fontsource-variable/inter",
    // Never imported: its presence keeps decap-cms-app's react-router-dom 5 out of the root of
    // node_modules, where React Router's Vite plugin would pre-bundle it against React Router 7
    // and stop the dev server (docs/decisions/0901). Same version as react-router.
    "react-router-dom",
  ],
  // Installed on demand by the Chromium and PostgreSQL finders on Debian hosts; mount and umount
  // are util-linux's, for the full-disk test's tmpfs (run as root only).
  ignoreBinaries: ["apt-get", "mount", "umount"],
};

export default config;
