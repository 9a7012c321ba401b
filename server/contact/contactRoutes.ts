import { Hono, type Context } from "hono";
import type { GetConnInfo } from "hono/conninfo";
import type { ServerConfig } from "../config/serverConfig";
import type { AcceptContactMessage, ContactSubmission } from "./acceptContactMessage";
import { clientAddress } from "./clientAddress";
import { readFormBody, refererSource } from "./formBody";
import { jsonAnswer } from "./jsonAnswer";
import { respondWithPage, siteOriginOf } from "./pageResponse";
import { plainAnswer } from "./plainAnswer";
import {
  answerCors,
  detectLanguage,
  isFormPost,
  langOf,
  limitBody,
  methodNotAllowed,
  preferRefererLanguageForForms,
  refuseForeignOrigins,
  requireJsonOrForm,
  textsFor,
  type ContactEnv,
} from "./requestGuards";

// The longest valid message (about 5,700 characters over all fields, at most 3 bytes each in
// UTF-8) fits with room to spare; anything larger is refused before it is read. Urlencoding
// writes each of those bytes as %XX, so the same message as a form post may take three times
// as many bytes: its limit leaves the same room.
const maxBodyBytes = { json: 32 * 1024, form: 96 * 1024 };

export interface ContactRouteOptions {
  config: Pick<ServerConfig, "contact" | "site">;
  accept: AcceptContactMessage;
  /** How the host reports the peer address: the Node socket, or API Gateway's `sourceIp`. */
  connInfo: GetConnInfo;
}

type Common = Omit<
  ContactSubmission,
  "body" | "lang" | "form" | "source" | "idempotencyKey" | "now"
>;

/** The scripted form's `source` member, if its body is an object that has one. */
const sourceOf = (body: unknown) =>
  typeof body === "object" && body !== null ? (body as { source?: unknown }).source : undefined;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as JSON, or nothing when it is not UTF-8 JSON text (`null` is JSON, so a wrapper). */
function parseJson(bytes: ArrayBuffer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(utf8.decode(bytes)) };
  } catch {
    return undefined;
  }
}

/** The scripted form: one JSON POST, answered in JSON (docs/product.md#the-one-call). */
async function acceptJson(c: Context<ContactEnv>, accept: AcceptContactMessage, common: Common) {
  const t = textsFor(c);
  const parsed = parseJson(await c.req.arrayBuffer());
  if (!parsed) return c.json({ message: t("invalidJson") }, 400);
  const outcome = await accept({
    ...common,
    body: parsed.value,
    lang: langOf(c),
    form: "enhanced",
    source: sourceOf(parsed.value),
    idempotencyKey: c.req.header("Idempotency-Key"),
    now: Date.now(),
  });
  const answer = jsonAnswer(outcome, t, c.get("site").email);
  return c.json(answer.body, answer.status, answer.headers);
}

/** The prerendered HTML form, posted before or without scripts: a 303 or a readable page. */
async function acceptForm(c: Context<ContactEnv>, accept: AcceptContactMessage, common: Common) {
  const now = Date.now();
  const form = readFormBody(await c.req.text(), now);
  const siteOrigin = siteOriginOf(c);
  if (form.kind === "json") {
    const site = c.get("site");
    const page = { lang: langOf(c), fieldProblems: [], needsChanges: false, siteOrigin, site };
    return respondWithPage(c, 400, { ...page, reason: textsFor(c)("formatMismatch") });
  }
  const lang = form.lang ?? langOf(c);
  const outcome = await accept({
    ...common,
    body: form.body,
    lang,
    form: "plain",
    source: refererSource(c.req.header("Referer")),
    idempotencyKey: undefined,
    now,
  });
  const answer = plainAnswer(outcome, lang, siteOrigin, c.get("site"));
  if (answer.status === 303) return c.redirect(answer.location, 303);
  return respondWithPage(c, answer.status, answer.page, answer.headers);
}

/** `POST {contact.path}`: early checks, then the contact service, then the answer its format gets. */
export function contactRoutes({ config, accept, connInfo }: ContactRouteOptions) {
  const { path, allowedOrigins, trustedProxyCount } = config.contact;
  const routes = new Hono<ContactEnv>();

  routes.use(
    path,
    async (c, next) => {
      c.set("site", config.site);
      await next();
    },
    detectLanguage(),
    preferRefererLanguageForForms,
    refuseForeignOrigins(allowedOrigins),
    answerCors(),
  );
  routes.post(path, requireJsonOrForm, limitBody(maxBodyBytes), async (c) => {
    const common = {
      client: clientAddress(c, trustedProxyCount, connInfo),
      requestId: c.get("requestId"),
      log: c.get("log"),
    };
    return isFormPost(c) ? acceptForm(c, accept, common) : acceptJson(c, accept, common);
  });
  routes.all(path, methodNotAllowed);

  return routes;
}
