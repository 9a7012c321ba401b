import { pathFor } from "../../common/pagePaths";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import type { SiteConfig } from "../../common/siteConfig";
import { answerPageCopy } from "./answerPageCopy";

/** What a refusal page says: why the message was not sent, and whether the visitor must change it. */
export interface AnswerPageContent {
  lang: Lang;
  reason: string;
  /** One line per field the server refused, in the visitor's language. */
  fieldProblems: string[];
  /** The visitor has to change something (true), or may send the same again later (false). */
  needsChanges: boolean;
  /** The site's origin the form came from ("" when the page is on the endpoint's own origin). */
  siteOrigin: string;
  /** The build's site settings: the address to write to instead, the product's name. */
  site: AnswerSite;
}

export type AnswerSite = Pick<SiteConfig, "email" | "productName">;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

// The page stands alone (no site scripts, styles or fonts), so it also reads when the site's
// files are what failed; the inline style is all it needs.
const style = `body{font:16px/1.6 system-ui,sans-serif;color:#0f1f3d;max-width:40rem;margin:0 auto;padding:3rem 1.5rem}
h1{font-size:1.75rem;line-height:1.25}a{color:#0b5f59}li{margin:.25rem 0}`;

/** A complete HTML document; every text is escaped, the email address is a mailto link. */
export function renderAnswerPage(content: AnswerPageContent): string {
  const t = translator(answerPageCopy, content.lang);
  const email = escapeHtml(content.site.email);
  const mailLink = `<a href="mailto:${email}">${email}</a>`;
  const problems = content.fieldProblems.length
    ? `<p>${escapeHtml(t("fieldProblems"))}</p><ul>${content.fieldProblems
        .map((problem) => `<li>${escapeHtml(problem)}</li>`)
        .join("")}</ul>`
    : "";
  const advice = escapeHtml(t(content.needsChanges ? "goBack" : "tryLater"));
  const emailUs = escapeHtml(t("emailUs")).replace("{email}", mailLink);
  const contactHref = escapeHtml(`${content.siteOrigin}${pathFor("contact", content.lang)}`);
  return `<!doctype html>
<html lang="${content.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${t("title")} | ${content.site.productName}`)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t("title"))}</h1>
<p>${escapeHtml(content.reason)}</p>
${problems}
<p>${advice}</p>
<p>${emailUs}</p>
<p><a href="${contactHref}">${escapeHtml(t("contactPage"))}</a></p>
</main>
</body>
</html>
`;
}

/** The page's own policy: nothing but its inline style may load or run. */
export const answerPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
