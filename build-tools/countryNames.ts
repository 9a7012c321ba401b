import { readSiteConfig, type SiteEnv } from "../common/siteConfig";
import { languageTable } from "../common/i18n/lang";

/**
 * Names the company's country in each language with Node's `Intl`, once, at build time: in the
 * browser the first `Intl` call alone blocks a phone for 150 ms or more (docs/decisions/0703).
 * A name the operator set wins.
 */
export function fillCountryNames(env: SiteEnv): void {
  const { country } = readSiteConfig(env).address;
  for (const { locale, countryNameVariable } of languageTable) {
    const regions = new Intl.DisplayNames([locale], { type: "region" });
    env[countryNameVariable] ||= regions.of(country) ?? country;
  }
}
