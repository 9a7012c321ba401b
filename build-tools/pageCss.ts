import { PurgeCSS } from "purgecss";
import purgeHtml from "purgecss-from-html";

/**
 * The rules of the site's stylesheet that a prerendered page can use before the app starts
 * (docs/decisions/0112): those whose classes, ids and elements occur in its HTML, with the custom
 * properties and keyframes they use. States the browser sets without a script (`:hover`,
 * `:popover-open`, a `<details>` opened: `[open]` inside `:is()`) stay with the rest of their
 * selector; the tests beside this pin that down.
 */
export async function cssForPage(css: string, html: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: "html" }],
    css: [{ raw: css }],
    extractors: [{ extractor: purgeHtml, extensions: ["html"] }],
    variables: true,
    keyframes: true,
  });
  return result?.css ?? css;
}
