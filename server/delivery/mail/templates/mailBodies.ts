import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Lang } from "../../../../common/i18n/lang";
import type { OutgoingMail } from "../outgoingMail";
import { MailDocument } from "./MailDocument";
import { mailText, type MailBlock } from "./mailBlocks";

/**
 * A mail's two parts from its blocks: the HTML from the one template (React Email's components,
 * rendered here at once, without the library's async render: docs/decisions/0870), the text
 * written from the same blocks.
 */
export function mailBodies(
  blocks: readonly MailBlock[],
  lang: Lang,
  /** The site's product name, at the head of the HTML. */
  productName: string,
): Pick<OutgoingMail, "text" | "html"> {
  const markup = renderToStaticMarkup(createElement(MailDocument, { lang, productName, blocks }));
  return { text: mailText(blocks), html: `<!doctype html>${markup}` };
}
