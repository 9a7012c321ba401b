import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  builtSiteConfigFileName,
  differingSiteVariables,
  parseBuiltSiteConfig,
  resolveBuiltSiteConfig,
  type BuiltSiteConfig,
} from "../../common/builtSiteConfig";
import type { SiteConfig, SiteEnv } from "../../common/siteConfig";

export interface SiteSettings {
  config: SiteConfig;
  /** The build's file it came from; null when there was none and the environment was read. */
  file: string | null;
  /** SITE_* variables of this environment the build did not use; the operator should hear of them. */
  ignoredVariables: string[];
}

/**
 * `SITE_CONFIG_FILE`, else `site-config.json` beside the folder of public files (`SITE_DIR`,
 * `build/client` by default), where the build writes it.
 */
function siteConfigFilePath(env: SiteEnv, cwd = process.cwd()): string {
  const explicit = env.SITE_CONFIG_FILE?.trim();
  if (explicit) return path.resolve(cwd, explicit);
  const siteDir = path.resolve(cwd, env.SITE_DIR?.trim() || "build/client");
  return path.join(path.dirname(siteDir), builtSiteConfigFileName);
}

/**
 * The one loader of the site configuration for server code (docs/decisions/0608): the values the
 * build rendered the pages with. A build that predates the file falls back to reading SITE_* here.
 */
export function loadSiteSettings(env: SiteEnv, cwd = process.cwd()): SiteSettings {
  const file = siteConfigFilePath(env, cwd);
  if (!existsSync(file)) {
    const resolved: BuiltSiteConfig = resolveBuiltSiteConfig(env);
    return { config: resolved.config, file: null, ignoredVariables: [] };
  }
  const built = parseBuiltSiteConfig(readFileSync(file, "utf8"), file);
  return { config: built.config, file, ignoredVariables: differingSiteVariables(built, env) };
}

/** What the running server's hosts log once at start, or nothing when all is as built. */
export function siteSettingsWarning(settings: SiteSettings): string | null {
  if (!settings.file) {
    return `No ${builtSiteConfigFileName} beside the build (built before this version?): the site settings come from this environment's SITE_* variables. Rebuild to fix them at build time.`;
  }
  if (settings.ignoredVariables.length === 0) return null;
  return `These SITE_* variables differ from the build's and are ignored: ${settings.ignoredVariables.join(", ")}. The pages were built with ${settings.file}; rebuild to change them.`;
}

export const siteSettings: SiteSettings = loadSiteSettings(process.env);
export const siteConfig: SiteConfig = siteSettings.config;
