import { countryNameVariables, readSiteConfig, type SiteEnv } from "../common/siteConfig";
import type { Lang } from "../common/i18n/lang";

const locales: Record<Lang, string> = { en: "en-GB", nl: "nl-NL" };

/**
 * Names the company's country in each language with Node's `Intl`, once, at build time: in the
 * browser the first `Intl` call alone blocks a phone for 150 ms or more (docs/decisions/0703).
 * A name the operator set wins.
 */
export function fillCountryNames(env: SiteEnv): void {
  const { country } = readSiteConfig(env).address;
  for (const [lang, variable] of Object.entries(countryNameVariables) as [Lang, string][]) {
    const regions = new Intl.DisplayNames([locales[lang]], { type: "region" });
    env[variable] ||= regions.of(country) ?? country;
  }
}
