import type { TestProject } from "vitest/node";
import { ensureChromium } from "../../../scripts/ensure-chromium.mjs";
import { buildServerBundle } from "../../support/serverBundle";
import { buildForTests } from "./testBuild";

/**
 * For the browser files that run first, before the others (vitest.config.ts): each starts servers
 * of its own, so only Chromium, the server's bundle and the test build (made once per run, by
 * whichever global setup comes first) are needed.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = await ensureChromium("tests");
  buildForTests();
  const bundle = await buildServerBundle();
  project.provide("chromiumPath", chromiumPath);
  project.provide("serverBundleDir", bundle.dir);
  return () => bundle.remove();
}
