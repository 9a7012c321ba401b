/**
 * The one place for brand, company details, endpoint and optional scripts.
 * Every value can be overridden at build time with a SITE_* environment variable
 * (Vite inlines them into the browser bundle; the Node server reads process.env).
 */

import { perLanguage, type Lang } from "./i18n/lang";

export interface ConsentScript {
  /** Absolute or same-origin URL of the script to inject after consent. */
  src: string;
  /** Cookie names (or regular expressions) the script sets; deleted when consent is withdrawn. */
  cookies: string[];
}

export interface SiteConfig {
  productName: string;
  companyName: string;
  registerNumber: string;
  vatNumber: string;
  address: {
    street: string;
    postalCode: string;
    city: string;
    /** ISO 3166-1 code, as structured data wants it. */
    country: string;
    /** The country's name on the pages; the build fills it in from the code (docs/decisions/0703). */
    countryName: Record<Lang, string>;
  };
  email: string;
  phone: string;
  professionalNetworkUrl: string;
  /** Absolute origin used for canonical, hreflang and sitemap URLs. */
  siteOrigin: string;
  contactEndpoint: string;
  /** Milliseconds before a contact request is aborted (docs/product.md#constants: 10 s). */
  contactTimeoutMs: number;
  /** The contact form's consent gate, a switch (docs/product.md#the-analytics-consent-gate). */
  contactRequiresAnalyticsConsent: boolean;
  consentRevision: number;
  consentMaxAgeDays: number;
  analyticsScripts: ConsentScript[];
  marketingScripts: ConsentScript[];
  googleTagId: string;
  /** ISO date (YYYY-MM-DD) fixing the privacy policy's "last updated"; empty means today. */
  policyDate: string;
  /** ISO date of the build (set by vite.config.ts): what the prerendered policy shows before hydration. */
  buildDate: string;
}

export type SiteEnv = Partial<Record<string, string | undefined>>;

function text(env: SiteEnv, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function countryCode(env: SiteEnv): string {
  const code = text(env, "SITE_ADDRESS_COUNTRY", "NL").toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) {
    throw new Error(
      `SITE_ADDRESS_COUNTRY must be a two-letter country code such as NL, got "${code}"`,
    );
  }
  return code;
}

function integer(env: SiteEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative whole number, got "${raw}"`);
  }
  return value;
}

function flag(env: SiteEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** `url` or `url|cookie1,cookie2`, several separated by whitespace. */
function scripts(env: SiteEnv, name: string): ConsentScript[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw.split(/\s+/).map((entry) => {
    const [src = "", cookies = ""] = entry.split("|");
    return { src, cookies: cookies.split(",").filter(Boolean) };
  });
}

export function readSiteConfig(env: SiteEnv): SiteConfig {
  const country = countryCode(env);
  return {
    productName: text(env, "SITE_PRODUCT_NAME", "AuditReady"),
    companyName: text(env, "SITE_COMPANY_NAME", "AuditReady B.V."),
    registerNumber: text(env, "SITE_REGISTER_NUMBER", "87654321"),
    vatNumber: text(env, "SITE_VAT_NUMBER", "NL864209753B01"),
    address: {
      street: text(env, "SITE_ADDRESS_STREET", "Stationsplein 12"),
      postalCode: text(env, "SITE_ADDRESS_POSTAL_CODE", "3511 ED"),
      city: text(env, "SITE_ADDRESS_CITY", "Utrecht"),
      country,
      countryName: perLanguage((row) => text(env, row.countryNameVariable, country)),
    },
    email: text(env, "SITE_EMAIL", "hello@auditready.example"),
    phone: text(env, "SITE_PHONE", "+31 30 123 4567"),
    professionalNetworkUrl: text(
      env,
      "SITE_PROFESSIONAL_NETWORK_URL",
      "https://www.linkedin.com/company/auditready-example",
    ),
    siteOrigin: text(env, "SITE_ORIGIN", "https://www.auditready.example").replace(/\/+$/, ""),
    contactEndpoint: text(env, "SITE_CONTACT_ENDPOINT", "/api/emailSender"),
    contactTimeoutMs: integer(env, "SITE_CONTACT_TIMEOUT_MS", 10_000),
    contactRequiresAnalyticsConsent: flag(env, "SITE_CONTACT_REQUIRES_ANALYTICS_CONSENT", true),
    consentRevision: integer(env, "SITE_CONSENT_REVISION", 1),
    consentMaxAgeDays: integer(env, "SITE_CONSENT_MAX_AGE_DAYS", 182),
    analyticsScripts: scripts(env, "SITE_ANALYTICS_SCRIPTS"),
    marketingScripts: scripts(env, "SITE_MARKETING_SCRIPTS"),
    googleTagId: text(env, "SITE_GOOGLE_TAG_ID", ""),
    policyDate: text(env, "SITE_POLICY_DATE", ""),
    buildDate: text(env, "SITE_BUILD_DATE", ""),
  };
}

/** Lower case, every run of non-alphanumerics becomes `_` (docs/product.md#cookie-consent). */
export function productSlug(productName: string): string {
  return productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

export function consentStorageKey(config: Pick<SiteConfig, "productName">): string {
  return `${productSlug(config.productName)}_cookie_consent`;
}

// In the browser bundle Vite replaces import.meta.env.SITE_*; under Node (server, scripts) it is
// absent. `process` is reached through globalThis because browser code is compiled without Node types.
const nodeEnv = (globalThis as { process?: { env: SiteEnv } }).process?.env ?? {};
const buildEnv: SiteEnv =
  typeof import.meta.env === "object" ? (import.meta.env as SiteEnv) : nodeEnv;

export const siteConfig: SiteConfig = readSiteConfig(buildEnv);
