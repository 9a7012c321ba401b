// `npm run size`: gzip'd JavaScript and CSS each prerendered page loads, with the budgets that fail the run.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { allPages } from "../common/pagePaths";
import { pageAssets } from "../build-tools/pageAssets";

const clientDir = path.resolve(process.env.SITE_DIR ?? "build/client");
const budgets = { homeJs: 130 * 1024, homeCss: 25 * 1024 };

const gzipSize = (url: string) =>
  gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = allPages.map(({ path: pagePath, page, lang }) => {
  const htmlFile = pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
  const assets = pageAssets(clientDir, htmlFile);
  const js = assets.js.reduce((sum, url) => sum + gzipSize(url), 0);
  const css = assets.css.reduce((sum, url) => sum + gzipSize(url), 0);
  return { pagePath, page, lang, js, css, files: assets.js.length };
});

console.log("page                  JS (gzip)   CSS (gzip)  JS files");
for (const row of rows) {
  console.log(
    `${row.pagePath.padEnd(22)}${kb(row.js).padStart(9)}${kb(row.css).padStart(13)}${String(row.files).padStart(10)}`,
  );
}

const home = rows.find((row) => row.page === "home" && row.lang === "en");
const failures: string[] = [];
if (!home) failures.push("English home page not found in the build");
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
