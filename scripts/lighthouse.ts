// `npm run lighthouse`: builds the site, starts the real server on the production build and runs
// Lighthouse (mobile defaults) 3 times on every page, repeating a run made while the host was too
// slow for Lighthouse's simulated phone (up to 9 runs). Prints each timing's median per page, the
// LCP of every run, and writes the HTML report of the run with the median score to
// reports/lighthouse/ (LIGHTHOUSE_REPORT_DIR). A report, not a test: timings vary with machine load.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { allPages } from "../common/pagePaths";
import { startServer } from "../tests/e2e/support/testServer";
import { ensureChromium } from "./ensure-chromium.mjs";
import { siteDirArgument } from "./slowPhone";
import { runLighthouseWithRetry, type LighthouseSummary } from "./lighthouseRun";
import {
  medianRun,
  medianTimings,
  needsAnotherRun,
  runsToReport,
  slowHostBenchmarkIndex,
} from "./lighthouseRunChoice";

const root = path.resolve(import.meta.dirname, "..");
const reportDir = path.resolve(root, process.env.LIGHTHOUSE_REPORT_DIR ?? "reports/lighthouse");
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const maxRunsPerPage = runsPerPage * 3;

if (!process.argv.includes("--no-build")) {
  execFileSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
const chromePath = await ensureChromium();
const server = await startServer(path.resolve(siteDirArgument(path.join(root, "build/client"))));
mkdirSync(reportDir, { recursive: true });

// --pages=/,/contact measures only those pages, e.g. to compare variants of a build.
const pagesArgument = process.argv.find((argument) => argument.startsWith("--pages="));
const pagePaths =
  pagesArgument?.slice("--pages=".length).split(",") ?? allPages.map((page) => page.path);

const results: (LighthouseSummary & { setAside: number; runs: LighthouseSummary[] })[] = [];
try {
  for (const pagePath of pagePaths) {
    const runs: LighthouseSummary[] = [];
    while (needsAnotherRun(runs, runsPerPage, maxRunsPerPage)) {
      runs.push(await runLighthouseWithRetry(`${server.baseURL}${pagePath}`, chromePath));
    }
    const reported = runsToReport(runs, runsPerPage);
    const median = { ...medianRun(reported), ...medianTimings(reported) };
    const file = pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "-");
    writeFileSync(path.join(reportDir, `${file}.html`), median.html);
    results.push({ ...median, url: pagePath, setAside: runs.length - runsPerPage, runs: reported });
    console.error(`${pagePath}: done`);
  }
} finally {
  await server.stop();
}

const ms = (value: number) => `${Math.round(value)} ms`;
const table = results.map((result) => ({
  page: result.url,
  perf: result.scores.performance,
  a11y: result.scores.accessibility,
  "best pr.": result.scores["best-practices"],
  seo: result.scores.seo,
  FCP: ms(result.fcpMs),
  LCP: ms(result.lcpMs),
  "LCP of each run": result.runs.map((run) => Math.round(run.lcpMs)).join(" "),
  "icon before paint": `${result.runs.filter((run) => run.iconBeforePaint).length}/${result.runs.length}`,
  TBT: ms(result.tbtMs),
  CLS: result.cls.toFixed(3),
  SI: ms(result.speedIndexMs),
  "KB transferred": (result.transferBytes / 1024).toFixed(1),
  requests: result.requests,
  "slow-host runs set aside": result.setAside,
}));
console.log(
  `Lighthouse ${runsPerPage} runs per page (mobile defaults): FCP, LCP and TBT are each their own median;` +
    " scores, CLS, SI and bytes come from the run with the median performance score." +
    ' "Icon before paint": runs where the site icon arrived before the watched paint, which' +
    " Lighthouse then counts in LCP (docs/decisions/0113).",
);
console.table(table);
for (const result of results) {
  if (result.failedAudits.length > 0)
    console.log(`${result.url}: ${result.failedAudits.join("; ")}`);
}
const benchmarks = results.map((result) => Math.round(result.benchmarkIndex));
console.log(
  `CPU benchmark index of the reported runs: ${Math.min(...benchmarks)} to ${Math.max(...benchmarks)}` +
    ` (Lighthouse's 4x CPU slowdown assumes ${slowHostBenchmarkIndex} or more; below that, TBT comes out too high)`,
);
console.log(`HTML reports: ${path.relative(root, reportDir)}/`);
