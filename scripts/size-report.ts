// `npm run size`: gzip'd JavaScript and CSS each prerendered page loads, and each page's HTML as
// the server sends it (brotli 11, from the server's own file loader), with the budgets that fail
// the run: the first round trip of a new connection carries about 14.6 KB with the response's
// headers (docs/decisions/0113), so a page's HTML must fit in 13,000 bytes to paint without a
// second one.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { defaultLang } from "../common/i18n/lang";
import { messageSentPaths } from "../common/messageSentPaths";
import { pathFor, prerenderPaths } from "../common/pagePaths";
import { editorTraces } from "../build-tools/editorTraces";
import { pageAssets } from "../build-tools/pageAssets";
import { loadSiteFiles } from "../server/http/siteFiles";

const clientDir = path.resolve(process.env.SITE_DIR ?? "build/client");
// Home at most 100 KB of JS (docs/decisions/0116); every page in the first round trip
// (docs/decisions/0118).
const budgets = { homeJs: 100 * 1024, homeCss: 25 * 1024, htmlBrotli: 13_000 };

const gzipSize = (url: string) =>
  gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
/** The stylesheet rules inlined in the page (optimizePageHtml). */
const inlineCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const bytes = (count: number) => `${count.toLocaleString("en")} B`;

const served = await loadSiteFiles(clientDir);
const rows = [...prerenderPaths, ...Object.values(messageSentPaths)].map((pagePath) => {
  const htmlFile = pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
  const assets = pageAssets(clientDir, htmlFile);
  const file = served.get(`/${htmlFile}`);
  if (!file?.compressible) throw new Error(`${pagePath}: the server has no brotli'd ${htmlFile}`);
  const js = assets.js.reduce((sum, url) => sum + gzipSize(url), 0);
  const inline = gzipSync(inlineCss(file.body.toString("utf8")), { level: 9 }).length;
  const rest = assets.css.reduce((sum, url) => sum + gzipSize(url), 0);
  return {
    pagePath,
    js,
    inline,
    css: inline + rest,
    html: file.encoded("br").length,
    files: assets.js.length,
  };
});

console.log("page                  JS (gzip)   CSS (gzip)  of it inline  HTML (brotli)  JS files");
for (const row of rows) {
  console.log(
    `${row.pagePath.padEnd(22)}${kb(row.js).padStart(9)}${kb(row.css).padStart(13)}${kb(row.inline).padStart(14)}${bytes(row.html).padStart(15)}${String(row.files).padStart(10)}`,
  );
}

const home = rows.find((row) => row.pagePath === pathFor("home", defaultLang));
const failures: string[] = [];
if (!home) failures.push("The default language's home page is not in the build");
else {
  if (home.js > budgets.homeJs) failures.push(`home JS ${kb(home.js)} > ${kb(budgets.homeJs)}`);
  if (home.css > budgets.homeCss)
    failures.push(`home CSS ${kb(home.css)} > ${kb(budgets.homeCss)}`);
}
for (const row of rows.filter((row) => row.html > budgets.htmlBrotli)) {
  failures.push(`${row.pagePath} HTML ${bytes(row.html)} > ${bytes(budgets.htmlBrotli)} brotli`);
}
// The content editor ships nothing to visitors: 0 bytes of it in the build (docs/decisions/0901).
for (const trace of editorTraces([...served].map(([url, file]) => [url, file.body]))) {
  failures.push(`the content editor in the build: ${trace}`);
}
if (failures.length > 0) {
  console.error(`\nBudget exceeded:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nBudgets met: home JS <= ${kb(budgets.homeJs)}, home CSS <= ${kb(budgets.homeCss)},` +
    ` every page's HTML <= ${bytes(budgets.htmlBrotli)} brotli, none of the content editor.`,
);
