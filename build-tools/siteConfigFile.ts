import { writeFileSync } from "node:fs";
import path from "node:path";
import { builtSiteConfigFileName, resolveBuiltSiteConfig } from "../common/builtSiteConfig";
import type { SiteEnv } from "../common/siteConfig";

/**
 * Writes the site configuration this build resolved to `<buildDir>/site-config.json`, beside the
 * public `client/` folder, never inside it: the server reads it, visitors never see it.
 */
export function writeSiteConfigFile(buildDir: string, env: SiteEnv): string {
  const file = path.join(buildDir, builtSiteConfigFileName);
  writeFileSync(file, `${JSON.stringify(resolveBuiltSiteConfig(env), null, 2)}\n`);
  return file;
}
