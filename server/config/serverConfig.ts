import path from "node:path";
import { siteConfig } from "../../common/siteConfig";
import { isLang, type Lang } from "../../common/i18n/lang";
import {
  parseLeadWebhooks,
  parseSlackWebhookUrl,
  type LeadTarget,
  type WebhookTarget,
} from "./leadTargets";

export interface RateLimitWindow {
  /** Accepted submissions per client address within the window. */
  limit: number;
  windowMs: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  siteDir: string;
  dataDir: string;
  /** Send Strict-Transport-Security even when the request did not arrive over HTTPS (behind a TLS proxy). */
  hsts: boolean;
  logLevel: string;
  contact: {
    path: string;
    /** Origins (scheme://host[:port]) allowed to post cross-origin; same-origin is always allowed. */
    allowedOrigins: string[];
    /** Proxies in front of the server whose X-Forwarded-For entries are trusted; 0 = use the socket. */
    trustedProxyCount: number;
    /** Empty = rate limiting off. */
    rateLimits: RateLimitWindow[];
  };
  /** PostgreSQL instead of the embedded SQLite file when set. */
  databaseUrl: string;
  mail: {
    /** SMTP server URL; empty = write .eml files to DATA_DIR/mail instead of sending. */
    smtpUrl: string;
    to: string;
    from: string;
    /** Language of the mail to the company inbox. */
    inboxLang: Lang;
    /** Also send the visitor a confirmation in their language. */
    confirmation: boolean;
  };
  /** Channels besides the inbox mail; each accepted message gets one outbox job per target. */
  leads: {
    webhooks: WebhookTarget[];
    slack: LeadTarget | null;
  };
  outbox: {
    pollMs: number;
    leaseMs: number;
    retryBaseMs: number;
    retryCapMs: number;
    /** A message still undelivered this long after it arrived is marked failed. */
    giveUpAfterMs: number;
    batchSize: number;
  };
  retentionDays: number;
}

type Env = Partial<Record<string, string | undefined>>;

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

function port(raw: string | undefined): number {
  if (!raw) return 3000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`PORT must be a port number from 0 to 65535, got "${raw}"`);
  }
  return value;
}

function whole(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  return ["1", "true", "yes", "on"].includes(env[name]?.trim().toLowerCase() ?? "");
}

const units: Record<string, number> = { s: 1000, m: minute, h: hour, d: day };

/** `5/10m 20/1d`: at most 5 per 10 minutes and 20 per day; `off` disables. */
export function parseRateLimits(raw: string): RateLimitWindow[] {
  const value = raw.trim().toLowerCase();
  if (value === "off" || value === "0") return [];
  return value.split(/[\s,]+/).map((entry) => {
    const match = /^(\d+)\/(\d+)([smhd])$/.exec(entry);
    if (!match) {
      throw new Error(`RATE_LIMITS entries look like "5/10m" or "20/1d", got "${entry}"`);
    }
    const [, limit = "", count = "", unit = "s"] = match;
    return { limit: Number(limit), windowMs: Number(count) * (units[unit] ?? 1000) };
  });
}

function origins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw
    .trim()
    .split(/[\s,]+/)
    .map((origin) => new URL(origin).origin);
}

function inboxLang(raw: string | undefined): Lang {
  const value = raw?.trim() || "en";
  if (!isLang(value)) throw new Error(`MAIL_INBOX_LANG must be en or nl, got "${value}"`);
  return value;
}

/** The website's own address domain, so mail comes from the company's domain by default. */
function defaultFrom(): string {
  const domain = siteConfig.email.split("@")[1] ?? "localhost";
  return `${siteConfig.productName} website <website@${domain}>`;
}

export function readServerConfig(env: Env, cwd = process.cwd()): ServerConfig {
  return {
    host: env.HOST?.trim() || "127.0.0.1",
    port: port(env.PORT?.trim()),
    siteDir: path.resolve(cwd, env.SITE_DIR?.trim() || "build/client"),
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || "data"),
    hsts: flag(env, "HSTS"),
    logLevel: env.LOG_LEVEL?.trim() || "info",
    contact: {
      path: env.CONTACT_PATH?.trim() || "/api/emailSender",
      allowedOrigins: origins(env.CORS_ALLOWED_ORIGINS),
      trustedProxyCount: whole(env, "TRUSTED_PROXY_COUNT", 0),
      rateLimits: parseRateLimits(env.RATE_LIMITS?.trim() || "5/10m 20/1d"),
    },
    databaseUrl: env.DATABASE_URL?.trim() ?? "",
    mail: {
      smtpUrl: env.SMTP_URL?.trim() ?? "",
      to: env.MAIL_TO?.trim() || siteConfig.email,
      from: env.MAIL_FROM?.trim() || defaultFrom(),
      inboxLang: inboxLang(env.MAIL_INBOX_LANG),
      confirmation: flag(env, "MAIL_CONFIRMATION"),
    },
    leads: {
      webhooks: parseLeadWebhooks(env.LEAD_WEBHOOKS),
      slack: parseSlackWebhookUrl(env.LEAD_SLACK_WEBHOOK_URL),
    },
    outbox: {
      pollMs: whole(env, "OUTBOX_POLL_MS", 1000, 10),
      leaseMs: whole(env, "OUTBOX_LEASE_MS", 5 * minute, 100),
      retryBaseMs: whole(env, "OUTBOX_RETRY_BASE_MS", 30_000, 1),
      retryCapMs: whole(env, "OUTBOX_RETRY_CAP_MS", 30 * minute, 1),
      giveUpAfterMs: whole(env, "OUTBOX_GIVE_UP_HOURS", 5 * 24, 1) * hour,
      batchSize: whole(env, "OUTBOX_BATCH_SIZE", 20, 1),
    },
    retentionDays: whole(env, "RETENTION_DAYS", 3 * 365, 1),
  };
}
