import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { languageDetector, type LanguageVariables } from "hono/language";
import { defaultLang, isLang, languages, type Lang } from "../../common/i18n/lang";
import { translator, type Translate } from "../../common/i18n/translate";
import { originAllowed } from "../http/origin";
import type { AppEnv } from "../http/requestContext";
import { contactEndpointCopy, type ContactEndpointText } from "./copy";
import { refererLang } from "./formBody";
import type { AnswerSite } from "../http/pageDocument";
import { respondWithPage, siteOriginOf } from "./pageResponse";

/**
 * The request context of the contact endpoint: the app's, plus the visitor's language and the
 * build's site settings its refusals name.
 */
export interface ContactEnv {
  Variables: AppEnv["Variables"] & LanguageVariables & { site: AnswerSite };
}

type Guard = MiddlewareHandler<ContactEnv>;

/** The site language `Accept-Language` prefers most (q-values honoured), else English; no cookie. */
export const detectLanguage = (): Guard =>
  languageDetector({
    order: ["header"],
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLang,
    caches: false,
  });

const contentTypeOf = (c: Context<ContactEnv>) =>
  c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();

/** A post of the prerendered HTML form, sent before or without scripts: it gets HTML answers. */
export const isFormPost = (c: Context<ContactEnv>) =>
  contentTypeOf(c) === "application/x-www-form-urlencoded";

/** A form post is answered in the language of the page it came from, when its Referer says. */
export const preferRefererLanguageForForms: Guard = async (c, next) => {
  const lang = isFormPost(c) ? refererLang(c.req.header("Referer")) : undefined;
  if (lang) c.set("language", lang);
  await next();
};

export function langOf(c: Context<ContactEnv>): Lang {
  const detected = c.get("language");
  return isLang(detected) ? detected : defaultLang;
}

/** The one translator of the endpoint's answers, in the visitor's language. */
export function textsFor(c: Context<ContactEnv>): Translate<ContactEndpointText> {
  return translator(contactEndpointCopy, langOf(c));
}

const refuse = (
  c: Context<ContactEnv>,
  status: 403 | 405 | 413 | 415,
  text: ContactEndpointText,
) => {
  const message = textsFor(c)(text);
  if (!isFormPost(c)) return c.json({ message }, status);
  const needsChanges = status === 413;
  const page = { lang: langOf(c), reason: message, fieldProblems: [], needsChanges };
  return respondWithPage(c, status, { ...page, siteOrigin: siteOriginOf(c), site: c.get("site") });
};

/** 403 for a browser page of another origin than the site and the configured ones. */
export const refuseForeignOrigins =
  (allowedOrigins: readonly string[]): Guard =>
  async (c, next) => {
    const origin = c.req.header("Origin");
    if (!originAllowed(origin, c.req.header("Host"), allowedOrigins)) {
      c.get("log").warn({ origin }, "contact: origin not allowed");
      return refuse(c, 403, "forbiddenOrigin");
    }
    await next();
  };

/** CORS headers and the preflight answer, for origins `refuseForeignOrigins` let through. */
export const answerCors = (allowMethods = ["POST", "OPTIONS"]): Guard =>
  cors({
    origin: (origin) => origin || null,
    allowMethods,
    allowHeaders: ["Content-Type", "Accept", "Accept-Language", "X-Request-ID", "Idempotency-Key"],
    exposeHeaders: ["X-Request-ID", "Retry-After"],
    maxAge: 600,
  });

/** 415 unless the body is declared JSON (the scripted form) or urlencoded (the plain form). */
export const requireJsonOrForm: Guard = async (c, next) => {
  if (contentTypeOf(c) !== "application/json" && !isFormPost(c))
    return refuse(c, 415, "unsupportedMediaType");
  await next();
};

/** The Content-Length a body declares, unless it is chunked (then only reading it tells). */
function declaredLength(c: Context<ContactEnv>): number | undefined {
  const length = c.req.header("Content-Length");
  if (length === undefined || c.req.header("Transfer-Encoding") !== undefined) return undefined;
  return Number.parseInt(length, 10) || 0;
}

/**
 * 413 when the declared Content-Length passes `maxBytes`, or as soon as a chunked body does: no
 * size of upload is held in memory. The rest of the body is never read, so the connection closes.
 * A declared length (every browser sends one) is checked here from the header, as Hono's
 * `bodyLimit` would: asking for the body stream first, as `bodyLimit` does, turns the Node
 * request into a web Request, which cost a quarter of the server's CPU per accepted message.
 */
const limitTo = (maxBytes: number): Guard => {
  const tooLarge = (c: Context<ContactEnv>) => {
    c.header("Connection", "close");
    return refuse(c, 413, "payloadTooLarge");
  };
  const chunked = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const declared = declaredLength(c);
    if (declared === undefined) return chunked(c, next);
    if (declared > maxBytes) return tooLarge(c);
    await next();
  };
};

/** The body limit of each format: JSON bodies and form posts are measured apart. */
export const limitBody = (limits: { json: number; form: number }): Guard => {
  const json = limitTo(limits.json);
  const form = limitTo(limits.form);
  return (c, next) => (isFormPost(c) ? form(c, next) : json(c, next));
};

/** 405 for every method the endpoint does not answer. */
export const methodNotAllowed = (c: Context<ContactEnv>) => {
  c.header("Allow", "POST, OPTIONS");
  return refuse(c, 405, "methodNotAllowed");
};
