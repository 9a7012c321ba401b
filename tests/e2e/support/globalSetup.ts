import type { TestProject } from "vitest/node";
import { ensureChromium } from "../../../scripts/ensure-chromium.mjs";
import { buildForTests, testSiteDir } from "./testBuild";
import { startServer } from "./testServer";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = await ensureChromium();
  buildForTests();
  const server = await startServer(testSiteDir);
  project.provide("baseURL", server.baseURL);
  project.provide("chromiumPath", chromiumPath);
  return async () => {
    await server.stop();
  };
}
