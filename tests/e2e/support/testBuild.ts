import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../../..");
const testBuildDir = path.join(repoRoot, "build-test");
export const testSiteDir = path.join(testBuildDir, "client");

/**
 * Settings baked into the build the browser tests run against. They only add test fixtures
 * (served by the same real server); the product's own defaults stay as they are.
 */
export const testSiteEnv: Record<string, string> = {
  SITE_ORIGIN: "https://www.auditready.example",
  // A same-origin stand-in for an analytics script; its cookies are deleted on withdrawal.
  SITE_ANALYTICS_SCRIPTS: "/__test__/consent-analytics.js|test_analytics,test_analytics_session_.*",
};

/**
 * A fresh production build with the test settings, plus the fixture files the tests need. Once per
 * run: a later global setup of the same run (the browser files that run first) reuses it, as does
 * any run with `E2E_SKIP_BUILD=1` while a build is there.
 */
export function buildForTests(): void {
  if (process.env.E2E_SKIP_BUILD === "1" && existsSync(path.join(testSiteDir, "index.html")))
    return;
  execFileSync("npx", ["react-router", "build"], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    // Vitest runs with NODE_ENV=test, which would give a development React build.
    env: { ...process.env, ...testSiteEnv, NODE_ENV: "production", BUILD_DIR: testBuildDir },
  });
  cpSync(path.join(repoRoot, "tests/fixtures/site"), path.join(testSiteDir, "__test__"), {
    recursive: true,
  });
  process.env.E2E_SKIP_BUILD = "1";
}

/**
 * A production build with the test settings from another content folder into another build
 * folder (CONTENT_DIR, BUILD_DIR), as an editor's change would be built: its exit status and
 * everything it printed.
 */
export function buildFromContent(contentDir: string, buildDir: string) {
  // Prerendering imports the server build from the build folder, and its packages from there:
  // outside the repository, the folder gets a link to ours.
  mkdirSync(buildDir, { recursive: true });
  const modules = path.join(buildDir, "node_modules");
  if (!existsSync(modules)) symlinkSync(path.join(repoRoot, "node_modules"), modules, "dir");
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: repoRoot,
    encoding: "utf8",
    env: {
      ...process.env,
      ...testSiteEnv,
      NODE_ENV: "production",
      CONTENT_DIR: contentDir,
      BUILD_DIR: buildDir,
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
