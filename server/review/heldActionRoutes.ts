import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isLang, type Lang } from "../../common/i18n/lang";
import { answerPageHeaders } from "../http/pageDocument";
import type { AppEnv } from "../http/requestContext";
import { signedLinkOf, type SignedLink } from "../http/signedLinks";
import type { HeldActions, HeldAnswer } from "./heldActions";
import { renderHeldActionPage } from "./heldActionPage";
import { heldActionPath, heldActions, type HeldAction } from "./heldLinks";

const statusOf = {
  confirm: 200,
  done: 200,
  alreadyDone: 200,
  invalid: 403,
  expired: 410,
  unknown: 404,
  unavailable: 503,
} as const satisfies Record<HeldAnswer["kind"], number>;

/**
 * `GET /api/held/release?b=…&e=…&q=…&s=…`, `…/block-address` and `…/block-domain`: the summary's
 * links. A GET only shows the message and one button (mail scanners follow links); the button
 * POSTs the same signed fields, which acts once. Pages in the link's language, else the team's.
 */
export function heldActionRoutes(
  actions: HeldActions,
  site: { productName: string; inboxLang: Lang },
) {
  const routes = new Hono<AppEnv>();
  const langOf = (value: unknown): Lang => (isLang(value) ? value : site.inboxLang);
  const page = (
    c: Context<AppEnv>,
    answer: HeldAnswer | { kind: "unreadable" },
    link: SignedLink<HeldAction> | null,
    lang: Lang,
  ) => {
    const html = renderHeldActionPage(answer, link, { lang, productName: site.productName });
    const status = answer.kind === "unreadable" ? 400 : statusOf[answer.kind];
    return c.html(html, status, answerPageHeaders);
  };

  for (const action of heldActions) {
    const path = heldActionPath[action];
    routes.get(path, async (c) => {
      const params = c.req.query();
      const lang = langOf(params.lang);
      const link = signedLinkOf(action, params);
      if (!link) return page(c, { kind: "invalid" }, null, lang);
      return page(c, await actions.open(link, c.get("log")), link, lang);
    });
    routes.post(path, bodyLimit({ maxSize: 4096 }), async (c) => {
      const fields = Object.fromEntries(new URLSearchParams(await c.req.text()));
      const lang = langOf(fields.lang);
      // The page posts a plain form; anything else is no request of its.
      const type = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== "application/x-www-form-urlencoded")
        return page(c, { kind: "unreadable" }, null, lang);
      const link = signedLinkOf(action, fields);
      if (!link) return page(c, { kind: "invalid" }, null, lang);
      return page(c, await actions.act(link, c.get("log")), link, lang);
    });
  }
  return routes;
}
