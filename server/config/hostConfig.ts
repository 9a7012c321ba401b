import type { SiteEnv } from "../../common/siteConfig";
import { readServerConfig, retiredSettingWarnings, type ServerConfig } from "./serverConfig";
import { loadSiteSettings, siteSettingsWarning } from "./siteSettings";

export interface HostConfig {
  config: ServerConfig;
  /** What the host logs once at start (ignored SITE_* variables, retired settings). */
  warnings: string[];
}

/**
 * What every host (Node server, function, CLI) reads once at start and passes down: the build's
 * site settings and the server's own. Throws with a message naming what is missing or wrong.
 */
export function loadHostConfig(
  env: SiteEnv,
  where: { cwd?: string; codeDir?: string } = {},
): HostConfig {
  const site = loadSiteSettings(env, where);
  const config = readServerConfig(env, site.config, where.cwd);
  const warnings = [siteSettingsWarning(site), ...retiredSettingWarnings(env)].filter(
    (warning): warning is string => warning !== null,
  );
  return { config, warnings };
}
