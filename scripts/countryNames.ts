import { readSiteConfig, type SiteEnv } from "../app/config/site";

const locales = { EN: "en-GB", NL: "nl-NL" } as const;

/**
 * Names the company's country in each language with Node's `Intl`, once, at build time: in the
 * browser the first `Intl` call alone blocks a phone for 150 ms or more (docs/decisions/0703).
 * A name the operator set wins.
 */
export function fillCountryNames(env: SiteEnv): void {
  const { country } = readSiteConfig(env).address;
  const regions = (locale: string) => new Intl.DisplayNames([locale], { type: "region" });
  for (const [suffix, locale] of Object.entries(locales)) {
    env[`SITE_ADDRESS_COUNTRY_NAME_${suffix}`] ||= regions(locale).of(country) ?? country;
  }
}
