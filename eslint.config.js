import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The boundaries of docs/decisions/0005-boundaries-by-lint-and-tsconfig.md: the site and the server share only common/,
 * common/ depends on neither, generic UI knows no feature, and a feature reaches another one only
 * through that feature's index.ts.
 */
function zones(outside) {
  return [
    {
      target: "./app",
      from: ["./server", ...outside],
      message: "The site shares code with the server only through common/.",
    },
    {
      target: "./server",
      from: ["./app", ...outside],
      message: "The server shares code with the site only through common/.",
    },
    {
      target: "./common",
      from: ["./app", "./server", ...outside],
      message: "common/ is what both sides import; it imports neither.",
    },
    {
      target: "./app/components",
      from: "./app/features",
      message: "Generic building blocks know no feature.",
    },
    ...features.map((feature) => ({
      target: features
        .filter((other) => other !== feature)
        .map((other) => `./app/features/${other}`),
      from: `./app/features/${feature}`,
      except: ["./index.ts"],
      message: `Other features use ${feature} only through app/features/${feature}/index.ts.`,
    })),
  ];
}
/**
 * The server's layers (docs/decisions/0615-server-features-as-peers.md): hosts assemble; the
 * features are peers that never import each other; the platform below them imports no feature,
 * and each platform folder only the ones under it. The platform is listed top to bottom; every
 * other folder of server/ is a feature (docs/decisions/0622-commands-and-routes-registered-by-the-host.md).
 */
const serverPlatform = [
  "./server/featureKit",
  "./server/http",
  "./server/delivery",
  "./server/screening",
  "./server/storage",
  "./server/config",
  "./server/text",
  "./server/types",
  "./server/logger.ts",
];
const serverFeatures = readdirSync(new URL("./server", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `./server/${entry.name}`)
  .filter((folder) => folder !== "./server/hosts" && !serverPlatform.includes(folder));
export const serverZones = [
  {
    target: [...serverFeatures, ...serverPlatform],
    from: "./server/hosts",
    message: "Only the hosts assemble; nothing imports a host.",
  },
  ...serverFeatures.map((feature) => ({
    target: serverFeatures.filter((other) => other !== feature),
    from: feature,
    message: `Features are peers: ${feature.slice(2)} is wired to the others in server/hosts/, never imported by them.`,
  })),
  {
    target: serverPlatform,
    from: serverFeatures,
    message:
      "The platform serves every feature and imports none; the host hands a feature's parts in.",
  },
  ...serverPlatform.slice(0, -1).map((layer, index) => ({
    target: serverPlatform.slice(index + 1),
    from: layer,
    message: `A lower platform folder does not import ${layer.slice(2)}, which stands above it.`,
  })),
];
const tools = ["./build-tools", "./editor", "./scripts", "./tests"];
const testFiles = ["**/*.test.ts", "**/*.test.tsx"];

export default tseslint.config(
  {
    ignores: ["build/", "build-test/", ".react-router/", "data/", "test-results/", "reports/"],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...zones(tools), ...serverZones] }],
    },
  },
  {
    // Tests may use the shared test support (loopback SMTP, throwaway PostgreSQL, test server).
    files: testFiles,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: zones(["./build-tools", "./editor", "./scripts"]) },
      ],
    },
  },
  {
    // docs/decisions/0610: the server takes the site settings the build wrote, loaded once by its
    // host and passed down; reading SITE_* from its own environment would be a second door.
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/common/siteConfig"],
              importNames: ["siteConfig", "readSiteConfig"],
              message:
                "The server's site settings come from its host (server/config/siteSettings.ts loads the build's file); take them from the config passed in.",
            },
          ],
        },
      ],
    },
  },
  {
    // Where React runs: the site, and the mails' templates (the only .tsx outside app/).
    files: ["app/**/*.{ts,tsx}", "**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.strict },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
);
