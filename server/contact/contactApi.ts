import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { GetConnInfo } from "hono/conninfo";
import { proofChallengePath } from "../../common/contact/proofOfWork";
import type { ServerConfig } from "../config/serverConfig";
import { leadJobs } from "./leadRenderings";
import { challengeRoute } from "../screening/challengeRoute";
import { proofSigning, screening } from "../screening/holdForReview";
import type { PostgresStorage } from "../storage/postgresStorage";
import type { Storage } from "../storage/storage";
import { acceptContactMessages } from "./acceptContactMessage";
import { contactRoutes } from "./contactRoutes";
import { memoryRateLimiter, postgresRateLimiter, type RateLimiter } from "./rateLimiter";
import { answerCors, detectLanguage, refuseForeignOrigins, type ContactEnv } from "./requestGuards";
import type { ScreeningStore } from "../screening/screeningStore";
import type { MessageStore } from "../storage/messageStore";

interface ContactApi {
  routes: Hono<ContactEnv>;
  limiter: RateLimiter;
}

/** What contact writes and reads, by owner: messages, screening's records, the engine's secrets. */
interface ContactStores {
  /** The engine the stores run on: with PostgreSQL, the rate limits share its pool. */
  engine: Storage;
  messages: MessageStore;
  screening: ScreeningStore;
}

/**
 * The contact routes with their service, rate limits and the invisible check's challenge route
 * (under the endpoint's own CORS policy), as a host assembles them. With PostgreSQL the limits
 * live in the database, shared by every instance; with SQLite (one instance) they stay in the
 * process.
 */
export async function contactApi(
  config: ServerConfig,
  stores: ContactStores,
  host: {
    connInfo: GetConnInfo;
    onStored: () => void;
    /** The booking feature's capability for each accepted message, when bookings are offered. */
    grantBooking?: () => { token: string; hash: string };
  },
): Promise<ContactApi> {
  const limiter =
    // `kind` says which engine it is; the class itself is not imported (openStorage.ts).
    stores.engine.kind === "postgres"
      ? postgresRateLimiter(config.contact.rateLimits, (stores.engine as PostgresStorage).pool)
      : memoryRateLimiter(config.contact.rateLimits);
  const clientHashKey = await stores.engine.secret("client-hash-key", () =>
    randomBytes(32).toString("hex"),
  );
  const signing = await proofSigning(config.contact.proofSecret, stores.engine);
  const accept = acceptContactMessages({
    messages: stores.messages,
    limiter,
    clientHashKey,
    deliveries: leadJobs(config),
    giveUpAfterMs: config.outbox.giveUpAfterMs,
    onStored: host.onStored,
    timeoutMs: config.storageTimeoutMs,
    grantBooking: host.grantBooking,
    screen: screening(stores.screening, signing),
    mailCaps: config.mail.unconfirmedCaps,
    floodLimits: config.contact.floodLimits,
  });
  const routes = contactRoutes({ config, accept, connInfo: host.connInfo });
  routes.use(
    proofChallengePath,
    detectLanguage(),
    refuseForeignOrigins(config.contact.allowedOrigins),
    answerCors(["GET", "OPTIONS"]),
  );
  routes.route("/", challengeRoute(signing));
  return { routes, limiter };
}
