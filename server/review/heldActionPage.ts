import { personName } from "../../common/contact/contactFields";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import { renderPageDocument } from "../http/pageDocument";
import { linkFields, type SignedLink } from "../http/signedLinks";
import type { StoredMessage } from "../storage/storage";
import { domainOf } from "../text/address";
import { escapeHtml } from "../text/escape";
import type { HeldAnswer } from "./heldActions";
import { heldActionPath, heldLinkLifetimeMs, type HeldAction } from "./heldLinks";
import { heldActionPageCopy } from "./heldActionPageCopy";
import { holdReasonCopy } from "../screening/holdReasons";
import { firstLines } from "./heldSummaryMail";

// The booking and attendance pages' look: 44 px targets, the site's colour.
const heldPageStyle = `body{padding:2rem 1.25rem}blockquote{margin:1rem 0;padding-left:1rem;border-left:3px solid #94a3b8;white-space:pre-line}
button{min-height:44px;padding:0 1.25rem;font:inherit;font-weight:600;color:#fff;background:#0b5f59;border:0;border-radius:.5rem;cursor:pointer}`;

const copyKey = {
  release: "release",
  "block-address": "blockAddress",
  "block-domain": "blockDomain",
} as const satisfies Record<HeldAction, string>;

const paragraph = (text: string, role = "") =>
  `<p${role && ` role="${role}"`}>${escapeHtml(text)}</p>`;

function paramsOf(message: StoredMessage) {
  const f = message.fields;
  return { name: personName(f), company: f.company, email: f.email, domain: domainOf(f.email) };
}

/** Who sent it, why it was held, and its first lines. */
function messageHtml(message: StoredMessage, lang: Lang): string {
  const t = translator(heldActionPageCopy, lang);
  const reason = message.holdReason ? translator(holdReasonCopy, lang)(message.holdReason) : "";
  const when = new Date(message.createdAt).toISOString().slice(0, 16).replace("T", " ");
  return (
    paragraph(t("from", { ...paramsOf(message), reason, when })) +
    `<blockquote>${escapeHtml(firstLines(message.fields.message))}</blockquote>`
  );
}

/** The one button: a plain form posting the link's signed fields back to the same path. */
function confirmForm(link: SignedLink<HeldAction>, lang: Lang, button: string): string {
  const fields: [string, string][] = [...linkFields(link), ["lang", lang]];
  const hidden = fields.map(
    ([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`,
  );
  return `<form method="post" action="${heldActionPath[link.action]}">${hidden.join("")}<button type="submit">${escapeHtml(button)}</button></form>`;
}

function body(answer: HeldAnswer, link: SignedLink<HeldAction> | null, lang: Lang) {
  const t = translator(heldActionPageCopy, lang);
  switch (answer.kind) {
    case "confirm": {
      const key = copyKey[answer.action];
      const params = paramsOf(answer.message);
      const form = link ? confirmForm(link, lang, t(`${key}Button`, params)) : "";
      return {
        title: t(`${key}Title`),
        html: messageHtml(answer.message, lang) + paragraph(t(`${key}Question`, params)) + form,
      };
    }
    case "done":
    case "alreadyDone": {
      const key = copyKey[answer.action];
      const text = t(
        `${key}${answer.kind === "done" ? "Done" : "Already"}`,
        paramsOf(answer.message),
      );
      return {
        title: t(answer.kind === "done" ? "doneTitle" : "alreadyTitle"),
        html: paragraph(text, "status"),
      };
    }
    default: {
      const days = Math.round(heldLinkLifetimeMs / (24 * 60 * 60_000));
      return {
        title: t(`${answer.kind}Title`),
        html: paragraph(t(answer.kind, { days }), "alert"),
      };
    }
  }
}

/** A complete HTML document for a summary's link; `link` is null when none could be read. */
export function renderHeldActionPage(
  answer: HeldAnswer | { kind: "unreadable" },
  link: SignedLink<HeldAction> | null,
  site: { lang: Lang; productName: string },
): string {
  const t = translator(heldActionPageCopy, site.lang);
  const page =
    answer.kind === "unreadable"
      ? { title: t("unreadableTitle"), html: paragraph(t("unreadable"), "alert") }
      : body(answer, link, site.lang);
  return renderPageDocument({
    lang: site.lang,
    title: page.title,
    productName: site.productName,
    style: heldPageStyle,
    body: page.html,
    noReferrer: true,
  });
}
