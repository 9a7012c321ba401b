import { readSiteConfig, type SiteConfig, type SiteEnv } from "./siteConfig";

/**
 * The site configuration a build resolved, as the build writes it next to its output (outside the
 * public folder): the pages were rendered with it, so the server must use the same values.
 */
export interface BuiltSiteConfig {
  config: SiteConfig;
  /** The SITE_* variables the build saw, to name the ones a server's environment changes. */
  variables: Record<string, string>;
}

export const builtSiteConfigFileName = "site-config.json";

/** The server's own settings that share the prefix: where the build is, not what it contains. */
const serverVariables = new Set(["SITE_DIR", "SITE_CONFIG_FILE"]);

function siteVariables(env: SiteEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith("SITE_") && !serverVariables.has(entry[0]) && !!entry[1],
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function resolveBuiltSiteConfig(env: SiteEnv): BuiltSiteConfig {
  return { config: readSiteConfig(env), variables: siteVariables(env) };
}

/** SITE_* variables set at serve time to a value other than the build's (the build's win). */
export function differingSiteVariables(built: BuiltSiteConfig, env: SiteEnv): string[] {
  return Object.entries(siteVariables(env))
    .filter(([name, value]) => built.variables[name] !== value)
    .map(([name]) => name);
}

/** The file's text, checked for the shape this code writes; a clear message otherwise. */
export function parseBuiltSiteConfig(text: string, file: string): BuiltSiteConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON: rebuild the site ("npm run build").`);
  }
  const candidate = parsed as Partial<BuiltSiteConfig> | null;
  if (typeof candidate?.config !== "object" || typeof candidate.variables !== "object") {
    throw new Error(`${file} is not a site configuration this version wrote: rebuild the site.`);
  }
  return candidate as BuiltSiteConfig;
}
