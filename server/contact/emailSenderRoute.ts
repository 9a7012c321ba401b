import { createHash, createHmac, randomUUID } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { siteConfig } from "../../common/siteConfig";
import {
  fingerprintOf,
  honeypotField,
  messageParams,
  validateContactRequest,
  type ContactRequest,
} from "../../common/contact/contactMessage";
import { contactMessageCopy } from "../../common/contact/messageCopy";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import type { AppEnv } from "../http/createApp";
import type { ServerConfig } from "../config/serverConfig";
import { outboxJobsFor } from "../delivery/outboxJobsFor";
import type { LeadFields, Storage } from "../storage/storage";
import { clientAddress } from "./clientAddress";
import { emailSenderCopy } from "./copy";
import { originAllowed } from "./originPolicy";
import { preferredLang } from "./preferredLang";
import { readBody } from "./readBody";
import { RateLimiter } from "./rateLimiter";

export const maxBodyBytes = 32 * 1024;

export interface EmailSenderOptions {
  storage: Storage;
  config: Pick<ServerConfig, "contact" | "mail" | "leads" | "outbox">;
  /** Secret mixed into the stored client address hash, so it cannot be reversed by brute force. */
  clientHashKey: string;
  /** Called after a message is committed: the worker can deliver it right away. */
  onStored: () => void;
  now?: () => number;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

function leadFields(value: ContactRequest): LeadFields {
  const { firstName, lastName, email, company, phone, message } = value;
  return { firstName, lastName, email, company, phone, message };
}

/** `"key"` (a structured-header string, as the IETF draft writes it) or a bare token. */
function idempotencyKeyOf(raw: string | undefined): string | null | undefined {
  if (raw === undefined) return null;
  const key = raw.trim().replace(/^"(.*)"$/, "$1");
  return idempotencyKeyPattern.test(key) ? key : undefined;
}

export function emailSenderRoutes(options: EmailSenderOptions): Hono<AppEnv> {
  const { storage, config } = options;
  const now = options.now ?? Date.now;
  const path = config.contact.path;
  const limiter = new RateLimiter(config.contact.rateLimits);
  const inProgress = new Set<string>();
  const jobs = outboxJobsFor(config);
  const routes = new Hono<AppEnv>();

  const langOf = (c: Context) => preferredLang(c.req.header("Accept-Language"));
  const fail = (
    c: Context,
    status: 400 | 403 | 405 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
  ) => c.json({ message }, status);
  const say = (c: Context) => translator(emailSenderCopy, langOf(c));

  routes.use(path, async (c, next) => {
    const origin = c.req.header("Origin");
    if (!originAllowed(origin, c.req.header("Host"), config.contact.allowedOrigins)) {
      c.get("log").warn({ origin }, "contact: origin not allowed");
      return fail(c, 403, say(c)("forbiddenOrigin"));
    }
    await next();
    if (origin) {
      const headers = c.res.headers;
      headers.set("Access-Control-Allow-Origin", origin);
      headers.set("Access-Control-Expose-Headers", "X-Request-ID, Retry-After");
      headers.set("Vary", "Origin");
    }
  });

  routes.options(path, (c) => {
    c.header("Access-Control-Allow-Methods", "POST, OPTIONS");
    c.header(
      "Access-Control-Allow-Headers",
      "Content-Type, Accept, Accept-Language, X-Request-ID, Idempotency-Key",
    );
    c.header("Access-Control-Max-Age", "600");
    return c.body(null, 204);
  });

  routes.post(
    path,
    (c, next) => {
      const type = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== "application/json") return fail(c, 415, say(c)("unsupportedMediaType"));
      return next();
    },
    async (c) => {
      const lang: Lang = langOf(c);
      const t = translator(emailSenderCopy, lang);
      const log = c.get("log");

      const read = await readBody(c, maxBodyBytes);
      if (!read.ok) {
        // The rest of the oversized body is never read: the connection cannot be reused.
        c.header("Connection", "close");
        return fail(c, 413, t("payloadTooLarge"));
      }
      let body: unknown;
      try {
        body = JSON.parse(utf8.decode(read.bytes));
      } catch {
        return fail(c, 400, t("invalidJson"));
      }

      const field = translator(contactMessageCopy, lang);
      const validation = validateContactRequest(body);
      if (!validation) return fail(c, 400, field("bodyInvalid"));
      if (!validation.ok) {
        const errors = Object.fromEntries(
          Object.entries(validation.errors).map(([name, key]) => [
            name,
            field(key, messageParams(key)),
          ]),
        );
        return c.json({ message: field("validationFailed"), errors }, 400);
      }
      const value = validation.value;

      const key = idempotencyKeyOf(c.req.header("Idempotency-Key"));
      if (key === undefined) return fail(c, 400, t("invalidIdempotencyKey"));
      const fingerprint = createHash("sha256").update(fingerprintOf(value)).digest("hex");
      const replay = (existing: { id: string; fingerprint: string }) => {
        if (existing.fingerprint !== fingerprint) return fail(c, 422, t("idempotencyMismatch"));
        log.info({ messageId: existing.id }, "contact: repeated request answered from storage");
        c.header("Idempotent-Replayed", "true");
        return c.json({ ok: true, id: existing.id });
      };

      if (key) {
        if (inProgress.has(key)) return fail(c, 409, t("idempotencyInProgress"));
        inProgress.add(key);
      }
      try {
        if (key) {
          const existing = await storage.findByIdempotencyKey(key);
          if (existing) return replay(existing);
        }

        const address = clientAddress(c, config.contact.trustedProxyCount);
        const started = now();
        const decision = limiter.take(address, started);
        if (!decision.ok) {
          const seconds = Math.ceil(decision.retryAfterMs / 1000);
          c.header("Retry-After", String(seconds));
          log.warn({ retryAfter: seconds }, "contact: rate limited");
          return fail(
            c,
            429,
            t("rateLimited", {
              minutes: Math.max(1, Math.ceil(seconds / 60)),
              email: siteConfig.email,
            }),
          );
        }

        const quarantined = (value[honeypotField] ?? "").trim() !== "";
        const result = await storage.insert({
          id: randomUUID(),
          fields: leadFields(value),
          lang,
          submittedAt: value.timestamp,
          requestId: c.get("requestId"),
          idempotencyKey: key,
          fingerprint,
          clientHash: createHmac("sha256", options.clientHashKey)
            .update(address)
            .digest("hex")
            .slice(0, 32),
          quarantined,
          jobs,
          now: started,
          deliverUntil: started + config.outbox.giveUpAfterMs,
        });
        if (!result.created) return replay(result.existing);
        log.info({ messageId: result.id, quarantined }, "contact: message stored");
        if (!quarantined) options.onStored();
        return c.json({ ok: true, id: result.id });
      } catch (error) {
        log.error({ err: String(error) }, "contact: storage failed, message not accepted");
        return fail(c, 503, t("storageUnavailable", { email: siteConfig.email }));
      } finally {
        if (key) inProgress.delete(key);
      }
    },
  );

  routes.all(path, (c) => {
    c.header("Allow", "POST, OPTIONS");
    return fail(c, 405, say(c)("methodNotAllowed"));
  });

  return routes;
}
