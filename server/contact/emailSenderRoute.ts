import { Hono } from "hono";
import type { GetConnInfo } from "hono/conninfo";
import type { ServerConfig } from "../config/serverConfig";
import type { AcceptContactMessage } from "./acceptContactMessage";
import { clientAddress } from "./clientAddress";
import { jsonAnswer } from "./jsonAnswer";
import {
  answerCors,
  detectLanguage,
  langOf,
  limitBody,
  methodNotAllowed,
  refuseForeignOrigins,
  requireJson,
  textsFor,
  type ContactEnv,
} from "./requestGuards";

// The longest valid message (about 5,700 characters over all fields, at most 3 bytes each in
// UTF-8) fits with room to spare; anything larger is refused before it is read.
const maxBodyBytes = 32 * 1024;

export interface EmailSenderOptions {
  config: Pick<ServerConfig, "contact">;
  accept: AcceptContactMessage;
  /** How the host reports the peer address: the Node socket, or API Gateway's `sourceIp`. */
  connInfo: GetConnInfo;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as JSON, or nothing when it is not UTF-8 JSON text (`null` is JSON, so a wrapper). */
function parseJson(bytes: ArrayBuffer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(utf8.decode(bytes)) };
  } catch {
    return undefined;
  }
}

/** `POST {contact.path}` with a JSON body: early checks, then the contact service, then its answer. */
export function emailSenderRoutes({ config, accept, connInfo }: EmailSenderOptions) {
  const { path, allowedOrigins, trustedProxyCount } = config.contact;
  const routes = new Hono<ContactEnv>();

  routes.use(path, detectLanguage(), refuseForeignOrigins(allowedOrigins), answerCors());
  routes.post(path, requireJson, limitBody(maxBodyBytes), async (c) => {
    const t = textsFor(c);
    const parsed = parseJson(await c.req.arrayBuffer());
    if (!parsed) return c.json({ message: t("invalidJson") }, 400);
    const outcome = await accept({
      body: parsed.value,
      lang: langOf(c),
      idempotencyKey: c.req.header("Idempotency-Key"),
      client: clientAddress(c, trustedProxyCount, connInfo),
      requestId: c.get("requestId"),
      now: Date.now(),
      log: c.get("log"),
    });
    const answer = jsonAnswer(outcome, t);
    return c.json(answer.body, answer.status, answer.headers);
  });
  routes.all(path, methodNotAllowed);

  return routes;
}
