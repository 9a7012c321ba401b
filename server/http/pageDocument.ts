import type { Lang } from "../../common/i18n/lang";
import type { SiteConfig } from "../../common/siteConfig";
import { escapeHtml } from "../text/escape";

/**
 * A page the server renders alone (refusal pages, the booking pages): no site scripts, styles
 * or fonts, so it also reads when the site's files are what failed; its inline style is all it
 * needs, and `answerPageHeaders` let nothing else load.
 */
export interface PageDocument {
  lang: Lang;
  /** The heading; the title adds the product's name. */
  title: string;
  productName: string;
  style: string;
  /** The main content below the heading, already escaped. */
  body: string;
  /** Ask browsers not to send the address on (it carries a capability or a signed link). */
  noReferrer?: boolean;
}

const baseStyle = `body{font:16px/1.6 system-ui,sans-serif;color:#0f1f3d;max-width:40rem;margin:0 auto}
h1{font-size:1.75rem;line-height:1.25}a{color:#0b5f59}`;

export function renderPageDocument(page: PageDocument): string {
  const referrer = page.noReferrer ? `\n<meta name="referrer" content="no-referrer">` : "";
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${referrer}
<title>${escapeHtml(`${page.title} | ${page.productName}`)}</title>
<style>${baseStyle}
${page.style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
</body>
</html>
`;
}

/** What a server-rendered page names of the site: the address to write to, the product. */
export type AnswerSite = Pick<SiteConfig, "email" | "productName">;

/**
 * What a server-rendered page is sent with, beside the headers every response gets. Its policy
 * lets nothing but its inline style load or run. These pages carry a booking's or a held lead's
 * details, or a signed link, so they also keep windows of other sites from holding a reference
 * to them (the site's public pages do not: docs/decisions/0121).
 */
export const answerPageHeaders = {
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cache-Control": "no-store",
} as const;
