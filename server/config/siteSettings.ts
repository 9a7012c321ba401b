import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  builtSiteConfigFileName,
  differingSiteVariables,
  parseBuiltSiteConfig,
} from "../../common/builtSiteConfig";
import type { SiteConfig, SiteEnv } from "../../common/siteConfig";

export interface SiteSettings {
  config: SiteConfig;
  /** The build's file it came from. */
  file: string;
  /** SITE_* variables of this environment the build did not use; the operator should hear of them. */
  ignoredVariables: string[];
}

/**
 * Where a host finds the build's file: `SITE_CONFIG_FILE` when set; else beside the host's own
 * code when it ships with it (the function's bundle, `codeDir`); else beside the folder of public
 * files (`SITE_DIR`, `build/client` by default), where the site build writes it.
 */
function siteConfigFilePath(env: SiteEnv, cwd: string, codeDir?: string): string {
  const explicit = env.SITE_CONFIG_FILE?.trim();
  if (explicit) return path.resolve(cwd, explicit);
  if (codeDir) return path.join(codeDir, builtSiteConfigFileName);
  const siteDir = path.resolve(cwd, env.SITE_DIR?.trim() || "build/client");
  return path.join(path.dirname(siteDir), builtSiteConfigFileName);
}

/**
 * The one loader of the site configuration for server code (docs/decisions/0608, 0610): the
 * values the build rendered the pages with. Each host calls it once, at start, and passes the
 * result down; without the build's file it refuses to start rather than guess.
 */
export function loadSiteSettings(
  env: SiteEnv,
  where: { cwd?: string; codeDir?: string } = {},
): SiteSettings {
  const file = siteConfigFilePath(env, where.cwd ?? process.cwd(), where.codeDir);
  if (!existsSync(file)) {
    throw new Error(
      `No site settings at ${file}: the server answers with the settings the pages were built with. Run "npm run build" (it writes ${builtSiteConfigFileName} beside build/client), or set SITE_CONFIG_FILE to the build's ${builtSiteConfigFileName}.`,
    );
  }
  const built = parseBuiltSiteConfig(readFileSync(file, "utf8"), file);
  return { config: built.config, file, ignoredVariables: differingSiteVariables(built, env) };
}

/** What a host logs once at start, or nothing when all is as built. */
export function siteSettingsWarning(settings: SiteSettings): string | null {
  if (settings.ignoredVariables.length === 0) return null;
  return `These SITE_* variables differ from the build's and are ignored: ${settings.ignoredVariables.join(", ")}. The pages were built with ${settings.file}; rebuild to change them.`;
}
