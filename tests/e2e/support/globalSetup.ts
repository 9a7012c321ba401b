import type { TestProject } from "vitest/node";
import { ensureChromium } from "../../../scripts/ensure-chromium.mjs";
import { buildServerBundle } from "../../support/serverBundle";
import { buildForTests, testSiteDir } from "./testBuild";
import { startServer } from "./testServer";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = await ensureChromium("tests");
  buildForTests();
  const bundle = await buildServerBundle();
  const server = await startServer(testSiteDir, {}, undefined, bundle.dir);
  project.provide("baseURL", server.baseURL);
  project.provide("chromiumPath", chromiumPath);
  project.provide("serverBundleDir", bundle.dir);
  return async () => {
    await server.stop();
    bundle.remove();
  };
}
