import type { Context } from "hono";
import { answerPageHeaders } from "../http/pageDocument";
import { renderAnswerPage, type AnswerPageContent } from "./answerPage";

/** The origin of the page that posted the form (already allowed by the origin guard), or "". */
export function siteOriginOf(c: Context): string {
  const origin = c.req.header("Origin");
  return origin && origin !== "null" ? origin : "";
}

/** A refusal page for the plain form; the app adds the site's other security headers. */
export function respondWithPage(
  c: Context,
  status: 400 | 403 | 405 | 409 | 413 | 415 | 422 | 429 | 503,
  content: AnswerPageContent,
  headers: Record<string, string> = {},
): Response {
  return c.html(renderAnswerPage(content), status, {
    ...headers,
    ...answerPageHeaders,
  });
}
