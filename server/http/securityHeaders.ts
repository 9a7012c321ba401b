import type { SiteConfig } from "../../common/siteConfig";

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export interface CspSources {
  scriptOrigins: string[];
  connectOrigins: string[];
}

/** Third-party origins the configuration names: optional consent-gated scripts and an external endpoint. */
export function cspSourcesFor(config: SiteConfig): CspSources {
  const scripts = [...config.analyticsScripts, ...config.marketingScripts].map((s) => s.src);
  const scriptOrigins = scripts.map(originOf).filter((o): o is string => o !== null);
  const connectOrigins = [originOf(config.contactEndpoint)].filter((o): o is string => o !== null);
  if (config.googleTagId) {
    scriptOrigins.push("https://www.googletagmanager.com");
    connectOrigins.push("https://*.google-analytics.com", "https://www.googletagmanager.com");
  }
  return {
    scriptOrigins: [...new Set(scriptOrigins)],
    connectOrigins: [...new Set(connectOrigins)],
  };
}

/** No 'unsafe-inline' for scripts: the prerendered pages' inline scripts are allowed by their hashes. */
export function contentSecurityPolicy(inlineScriptHashes: string[], sources: CspSources): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes, ...sources.scriptOrigins].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${sources.connectOrigins.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

export const staticSecurityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
};

export const hstsHeader = "max-age=63072000; includeSubDomains";
