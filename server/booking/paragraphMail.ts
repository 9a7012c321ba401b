import type { Lang } from "../../common/i18n/lang";
import { htmlDocument, type OutgoingMail } from "../delivery/mail/outgoingMail";
import { escapeHtml } from "../text/escape";

/** One paragraph of a mail: its text, and a link that ends it. */
export type Paragraph = { text: string; link?: string };

const htmlOf = (paragraph: Paragraph) => {
  const text = escapeHtml(paragraph.text).replace(/\n/g, "<br>");
  if (!paragraph.link) return `<p>${text}</p>`;
  const href = escapeHtml(paragraph.link);
  return `<p>${text}<br><a href="${href}">${href}</a></p>`;
};

/** The text and HTML parts of a mail made of paragraphs, each link on the line after its text. */
export function paragraphBodies(
  paragraphs: readonly Paragraph[],
  lang: Lang,
): Pick<OutgoingMail, "text" | "html"> {
  return {
    text: paragraphs.map((p) => (p.link ? `${p.text}\n${p.link}` : p.text)).join("\n\n"),
    html: htmlDocument(lang, paragraphs.map(htmlOf).join("")),
  };
}
