import { mkdirSync } from "node:fs";
import path from "node:path";
import { writeSiteConfigFile } from "../../build-tools/siteConfigFile";
import { resolveBuiltSiteConfig } from "../../common/builtSiteConfig";
import type { SiteConfig } from "../../common/siteConfig";

/** The site settings of a build made without any SITE_* variable (the defaults). */
export const defaultBuiltSite: SiteConfig = resolveBuiltSiteConfig({}).config;

/**
 * Writes `dir/site-config.json` as a site build with these SITE_* settings would, for a host
 * started without a site build (the CLI, the function); returns the file's path.
 */
export function writeBuiltSiteConfig(dir: string, env: Record<string, string> = {}): string {
  return writeSiteConfigFile(dir, env);
}

/** `dir/site`, an empty site build with its settings beside it: the server starts, serving no pages. */
export function emptySiteBuild(dir: string): string {
  const siteDir = path.join(dir, "site");
  mkdirSync(siteDir);
  writeBuiltSiteConfig(dir);
  return siteDir;
}
