import { execFileSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
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
 * run: a later global setup of the same run (the browser files that run alone) reuses it, as does
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
