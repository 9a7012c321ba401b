import { pathFor } from "../../common/pagePaths";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import { escapeHtml } from "../text/escape";
import { renderPageDocument, type AnswerSite } from "../http/pageDocument";
import refusalPageCopy from "@content/answers/refusalPage.json";

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

const style = `body{padding:3rem 1.5rem}li{margin:.25rem 0}`;

/** A complete HTML document; every text is escaped, the email address is a mailto link. */
export function renderAnswerPage(content: AnswerPageContent): string {
  const t = translator(refusalPageCopy, content.lang);
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
  return renderPageDocument({
    lang: content.lang,
    title: t("title"),
    productName: content.site.productName,
    style,
    body: [
      `<p>${escapeHtml(content.reason)}</p>`,
      problems,
      `<p>${advice}</p>`,
      `<p>${emailUs}</p>`,
      `<p><a href="${contactHref}">${escapeHtml(t("contactPage"))}</a></p>`,
    ]
      .filter(Boolean)
      .join("\n"),
  });
}
