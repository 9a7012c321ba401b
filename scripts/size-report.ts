// `npm run size`: gzip'd JavaScript and CSS each prerendered page loads, with the budgets that fail
// the run, and each page's HTML as the server sends it (brotli): the first round trip of a new
// connection carries about 14.6 KB with the response's headers (docs/decisions/0113).
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defaultLang } from "../common/i18n/lang";
import { allPages } from "../common/pagePaths";
import { pageAssets } from "../build-tools/pageAssets";

const clientDir = path.resolve(process.env.SITE_DIR ?? "build/client");
const budgets = { homeJs: 130 * 1024, homeCss: 25 * 1024 };

const gzipSize = (url: string) =>
  gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
const brotliSize = (content: string) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** The stylesheet rules inlined in the page (optimizePageHtml). */
const inlineCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = allPages.map(({ path: pagePath, page, lang }) => {
  const htmlFile = pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
  const assets = pageAssets(clientDir, htmlFile);
  const html = readFileSync(path.join(clientDir, htmlFile), "utf8");
  const js = assets.js.reduce((sum, url) => sum + gzipSize(url), 0);
  const inline = gzipSync(inlineCss(html), { level: 9 }).length;
  const rest = assets.css.reduce((sum, url) => sum + gzipSize(url), 0);
  return {
    pagePath,
    page,
    lang,
    js,
    inline,
    css: inline + rest,
    html: brotliSize(html),
    files: assets.js.length,
  };
});

console.log("page                  JS (gzip)   CSS (gzip)  of it inline  HTML (brotli)  JS files");
for (const row of rows) {
  console.log(
    `${row.pagePath.padEnd(22)}${kb(row.js).padStart(9)}${kb(row.css).padStart(13)}${kb(row.inline).padStart(14)}${kb(row.html).padStart(15)}${String(row.files).padStart(10)}`,
  );
}

const home = rows.find((row) => row.page === "home" && row.lang === defaultLang);
const failures: string[] = [];
if (!home) failures.push("The default language's home page is not in the build");
else {
  if (home.js > budgets.homeJs) failures.push(`home JS ${kb(home.js)} > ${kb(budgets.homeJs)}`);
  if (home.css > budgets.homeCss)
    failures.push(`home CSS ${kb(home.css)} > ${kb(budgets.homeCss)}`);
}
if (failures.length > 0) {
  console.error(`\nBudget exceeded: ${failures.join("; ")}`);
  process.exit(1);
}
console.log(`\nBudgets met: home JS <= ${kb(budgets.homeJs)}, home CSS <= ${kb(budgets.homeCss)}.`);
