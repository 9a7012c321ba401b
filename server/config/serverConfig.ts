import path from "node:path";
import { z } from "zod";
import { defaultLang, languages, type Lang } from "../../common/i18n/lang";
import type { SiteConfig } from "../../common/siteConfig";
import { bookingEnvSchema, optionalOrigin, type BookingConfig } from "./bookingSettings";
import {
  parseLeadWebhooks,
  parseSlackWebhookUrl,
  parseTeamsWebhookUrl,
  type LeadTarget,
  type WebhookTarget,
} from "./leadTargets";
import type { UnconfirmedMailCaps } from "./unconfirmedMailCaps";
import { parseFloodLimit, type FloodLimits } from "./floodLimits";
import { flag, oneOf, origins, parsedWith, settingsError, text, whole } from "./settingSchemas";

export interface RateLimitWindow {
  /** Accepted submissions per client address within the window. */
  limit: number;
  windowMs: number;
}

export interface TransportSettings {
  /** Proxies in front of the server whose X-Forwarded-* entries are trusted; 0 = the socket decides. */
  trustedProxyCount: number;
  /** Send plain-HTTP page loads to HTTPS and refuse other plain-HTTP requests. */
  forceHttps: boolean;
}

export interface ServerConfig {
  /** The site settings the build rendered the pages with (server/config/siteSettings.ts). */
  site: SiteConfig;
  host: string;
  port: number;
  siteDir: string;
  dataDir: string;
  /** HTTPS as the visitor saw it: the scheme behind trusted proxies, HSTS, redirects. */
  transport: TransportSettings;
  logLevel: string;
  contact: {
    path: string;
    /** Origins (scheme://host[:port]) allowed to post cross-origin; same-origin is always allowed. */
    allowedOrigins: string[];
    /** Proxies in front of the server whose X-Forwarded-* entries are trusted; 0 = use the socket. */
    trustedProxyCount: number;
    /** Empty = rate limiting off. */
    rateLimits: RateLimitWindow[];
    /**
     * Signs the invisible check's challenges; empty = a secret generated at the first start and
     * kept in the database, shared by every instance on it.
     */
    proofSecret: string;
    /** Past these an hour, further messages are held for review (docs/decisions/0845). */
    floodLimits: FloodLimits;
  };
  /** PostgreSQL instead of the embedded SQLite file when set. */
  databaseUrl: string;
  /**
   * The deadline of a request's storage work: connecting, statements and lock waits included.
   * Well under the browser's 10 s, so a visitor's answer is never a late 200.
   */
  storageTimeoutMs: number;
  /** `/api/health` answers within this, whatever storage does. */
  healthTimeoutMs: number;
  /** Slow clients: how long a whole request (body included), its headers and an idle keep-alive may take. */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number };
  mail: {
    /** SMTP server URL; empty = write .eml files to DATA_DIR/mail instead of sending. */
    smtpUrl: string;
    to: string;
    from: string;
    /** Language of the mail to the company inbox. */
    inboxLang: Lang;
    /** Also send the visitor a confirmation in their language. */
    confirmation: boolean;
    /** Caps on mail to addresses nobody has confirmed (docs/decisions/0842-bookings-by-confirming.md). */
    unconfirmedCaps: UnconfirmedMailCaps;
    /** Mail the inbox the funnel of the last week each Monday (docs/decisions/0852). */
    weeklyDigest: boolean;
    /** Mail the inbox a summary of held messages, at most hourly (docs/decisions/0844). */
    heldSummary: boolean;
  };
  /** Channels besides the inbox mail; each accepted message gets one outbox job per target. */
  leads: {
    webhooks: WebhookTarget[];
    slack: LeadTarget | null;
    teams: LeadTarget | null;
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
  /**
   * Where every signed link in a mail leads (a demo's move and cancel links, the held summary's):
   * LINK_ORIGIN, else BOOKING_LINK_ORIGIN (its earlier name), else the contact endpoint's origin.
   * Never a request's Host: mails are written by the outbox, and a Host header is the client's
   * to choose (docs/decisions/0830).
   */
  linkOrigin: string;
  /** Demo bookings after a message; null without a calendar (nothing about booking is offered). */
  booking: BookingConfig | null;
  /**
   * BOOKING_SOON_WEEKS: a next audit whose month begins within this many weeks is close; its
   * offer shows the soonest times first, and the lead's mail, webhook, notices and the host's
   * invitation mark it (common/contact/qualification.ts). Read without a calendar too.
   */
  auditSoonWeeks: number;
}

type Env = Partial<Record<string, string | undefined>>;

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const units: Record<string, number> = { s: 1000, m: minute, h: hour, d: day };

const minProofSecretLength = 32;

/** PROOF_SECRET: empty (the database keeps a generated one) or long enough to resist guessing. */
function parseProofSecret(value: string): string {
  if (value !== "" && value.length < minProofSecretLength) {
    throw new Error(
      `PROOF_SECRET must be at least ${minProofSecretLength} characters (e.g. openssl rand -hex 32), or unset to let the database keep one; the one set has ${value.length}`,
    );
  }
  return value;
}

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

/** The website's own address domain, so mail comes from the company's domain by default. */
function defaultFrom(site: Pick<SiteConfig, "email" | "productName">): string {
  const domain = site.email.split("@")[1] ?? "localhost";
  return `${site.productName} website <website@${domain}>`;
}

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * Every server setting, one environment variable each, checked as strictly as the site's
 * (common/siteConfig.ts): a value that is not understood stops the start with its name.
 */
const serverEnvSchema = z.object({
  HOST: text("127.0.0.1"),
  LINK_ORIGIN: optionalOrigin(),
  // LINK_ORIGIN's name while only the booking links read it; still read, so no setup breaks.
  BOOKING_LINK_ORIGIN: optionalOrigin(),
  PORT: whole(3000, 0, 65535),
  SITE_DIR: text("build/client"),
  DATA_DIR: text("data"),
  LOG_LEVEL: oneOf(logLevels, "info"),
  CONTACT_PATH: text("/api/emailSender"),
  CORS_ALLOWED_ORIGINS: origins(),
  TRUSTED_PROXY_COUNT: whole(0),
  FORCE_HTTPS: flag(),
  RATE_LIMITS: parsedWith(parseRateLimits, "5/10m 20/1d"),
  PROOF_SECRET: parsedWith(parseProofSecret, ""),
  FLOOD_PER_HOUR: parsedWith(parseFloodLimit, "10"),
  FLOOD_PLAIN_PER_HOUR: parsedWith(parseFloodLimit, "3"),
  DATABASE_URL: text(""),
  STORAGE_TIMEOUT_MS: whole(5000, 100, 9000),
  HEALTH_TIMEOUT_MS: whole(2000, 100),
  REQUEST_TIMEOUT_MS: whole(30_000, 1000),
  HEADERS_TIMEOUT_MS: whole(10_000, 1000),
  KEEP_ALIVE_TIMEOUT_MS: whole(5000, 1000),
  SMTP_URL: text(""),
  MAIL_TO: text(""),
  MAIL_FROM: text(""),
  MAIL_INBOX_LANG: oneOf(languages, defaultLang),
  MAIL_CONFIRMATION: flag(),
  MAIL_WEEKLY_DIGEST: flag(true),
  MAIL_HELD_SUMMARY: flag(true),
  UNCONFIRMED_MAIL_PER_ADDRESS_PER_DAY: whole(2, 0),
  UNCONFIRMED_MAIL_PER_DOMAIN_PER_HOUR: whole(3, 0),
  UNCONFIRMED_MAIL_PER_HOUR: whole(30, 0),
  LEAD_WEBHOOKS: parsedWith(parseLeadWebhooks, ""),
  LEAD_SLACK_WEBHOOK_URL: parsedWith(parseSlackWebhookUrl, ""),
  TEAMS_WEBHOOK_URL: parsedWith(parseTeamsWebhookUrl, ""),
  OUTBOX_POLL_MS: whole(1000, 10),
  OUTBOX_LEASE_MS: whole(5 * minute, 100),
  OUTBOX_RETRY_BASE_MS: whole(30_000, 1),
  OUTBOX_RETRY_CAP_MS: whole(30 * minute, 1),
  OUTBOX_GIVE_UP_HOURS: whole(5 * 24, 1),
  OUTBOX_BATCH_SIZE: whole(20, 1),
  RETENTION_DAYS: whole(3 * 365, 1),
  BOOKING_SOON_WEEKS: whole(6, 0, 78),
});

/** The server's settings from `env`, with the build's site settings the host loaded. */
export function readServerConfig(env: Env, site: SiteConfig, cwd = process.cwd()): ServerConfig {
  const parsed = serverEnvSchema.safeParse(env);
  const booking = bookingEnvSchema(cwd).safeParse(env);
  if (!parsed.success || !booking.success) {
    // One list of every wrong setting, the booking ones included, so one restart fixes them all.
    const issues = [parsed.error?.issues ?? [], booking.error?.issues ?? []].flat();
    throw settingsError(new z.ZodError(issues));
  }
  const s = parsed.data;
  return {
    site,
    host: s.HOST,
    port: s.PORT,
    siteDir: path.resolve(cwd, s.SITE_DIR),
    dataDir: path.resolve(cwd, s.DATA_DIR),
    transport: { trustedProxyCount: s.TRUSTED_PROXY_COUNT, forceHttps: s.FORCE_HTTPS },
    logLevel: s.LOG_LEVEL,
    contact: {
      path: s.CONTACT_PATH,
      allowedOrigins: s.CORS_ALLOWED_ORIGINS,
      trustedProxyCount: s.TRUSTED_PROXY_COUNT,
      rateLimits: s.RATE_LIMITS,
      proofSecret: s.PROOF_SECRET,
      floodLimits: { proven: s.FLOOD_PER_HOUR, plain: s.FLOOD_PLAIN_PER_HOUR },
    },
    databaseUrl: s.DATABASE_URL,
    storageTimeoutMs: s.STORAGE_TIMEOUT_MS,
    healthTimeoutMs: s.HEALTH_TIMEOUT_MS,
    http: {
      requestTimeoutMs: s.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: s.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: s.KEEP_ALIVE_TIMEOUT_MS,
    },
    mail: {
      smtpUrl: s.SMTP_URL,
      to: s.MAIL_TO || site.email,
      from: s.MAIL_FROM || defaultFrom(site),
      inboxLang: s.MAIL_INBOX_LANG,
      confirmation: s.MAIL_CONFIRMATION,
      unconfirmedCaps: {
        perAddressPerDay: s.UNCONFIRMED_MAIL_PER_ADDRESS_PER_DAY,
        perDomainPerHour: s.UNCONFIRMED_MAIL_PER_DOMAIN_PER_HOUR,
        perHour: s.UNCONFIRMED_MAIL_PER_HOUR,
      },
      weeklyDigest: s.MAIL_WEEKLY_DIGEST,
      heldSummary: s.MAIL_HELD_SUMMARY,
    },
    leads: {
      webhooks: s.LEAD_WEBHOOKS,
      slack: s.LEAD_SLACK_WEBHOOK_URL,
      teams: s.TEAMS_WEBHOOK_URL,
    },
    outbox: {
      pollMs: s.OUTBOX_POLL_MS,
      leaseMs: s.OUTBOX_LEASE_MS,
      retryBaseMs: s.OUTBOX_RETRY_BASE_MS,
      retryCapMs: s.OUTBOX_RETRY_CAP_MS,
      giveUpAfterMs: s.OUTBOX_GIVE_UP_HOURS * hour,
      batchSize: s.OUTBOX_BATCH_SIZE,
    },
    retentionDays: s.RETENTION_DAYS,
    linkOrigin:
      s.LINK_ORIGIN ??
      s.BOOKING_LINK_ORIGIN ??
      new URL(site.contactEndpoint, site.siteOrigin).origin,
    booking: booking.data,
    auditSoonWeeks: s.BOOKING_SOON_WEEKS,
  };
}

/** Settings this version no longer reads, with what replaced them; logged once at start. */
export function retiredSettingWarnings(env: Env): string[] {
  return env.HSTS?.trim()
    ? [
        "HSTS is no longer read: Strict-Transport-Security now goes on every response to an HTTPS request. Behind a proxy that ends TLS, set TRUSTED_PROXY_COUNT so the server sees the visitor's scheme in X-Forwarded-Proto.",
      ]
    : [];
}
