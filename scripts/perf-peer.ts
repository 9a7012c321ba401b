// `npm run perf:peer -- --peer-dir=<folder>`: our pages beside a static build of the same pages
// (the reference), in one run. Serves the reference on loopback, starts the real server on our
// build (`--site-dir`, else build/client, built first unless `--no-build`), and runs Lighthouse
// (mobile defaults: simulated Slow 4G and a 4x slower CPU) on `/`, `/contact`, `/privacy-policy`
// and `/cookie-policy` of both, interleaved round by round, 5 runs each (`PERF_RUNS`, `--runs=`).
// Prints each timing's median and our LCP over the peer's, then each run's LCP, marked where the
// site icon's request counted (docs/decisions/0123). A report, not a test: only the ratio
// within one run means anything, and absolute figures move with the machine's load.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../tests/e2e/support/testServer";
import { ensureChromium } from "./ensure-chromium.mjs";
import { runLighthouseWithRetry, type LighthouseSummary } from "./lighthouseRun";
import { slowHostBenchmarkIndex } from "./lighthouseRunChoice";
import {
  comparePage,
  comparisonTable,
  missingPeerDirMessage,
  peerDirFrom,
  roundOrder,
  runLcps,
  runsFrom,
  type Site,
} from "./peerComparison";
import { startPeerServer } from "./peerServer";
import { siteDirArgument } from "./slowPhone";

const root = path.resolve(import.meta.dirname, "..");
const peerDirGiven = peerDirFrom(process.argv, process.env);
if (!peerDirGiven) {
  console.error(missingPeerDirMessage);
  process.exit(2);
}
const peerDir = path.resolve(peerDirGiven);
const siteDir = path.resolve(siteDirArgument(path.join(root, "build/client")));
const runs = runsFrom(process.argv, process.env);
const pagesArgument = process.argv.find((argument) => argument.startsWith("--pages="));
const pagePaths = pagesArgument?.slice("--pages=".length).split(",") ?? [
  "/",
  "/contact",
  "/privacy-policy",
  "/cookie-policy",
];

// Another build named with --site-dir is measured as it is; our own is built first.
const buildsOurs = !process.argv.some((argument) => argument.startsWith("--site-dir="));
if (buildsOurs && !process.argv.includes("--no-build")) {
  execFileSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
for (const [what, dir] of [
  ["the reference", peerDir],
  ["our build", siteDir],
] as const) {
  if (!existsSync(path.join(dir, "index.html"))) {
    console.error(`${dir} (${what}) has no index.html: is it a built site's folder?`);
    process.exit(2);
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");
const loadAtStart = loadAverage();
const chromePath = await ensureChromium();
const peer = await startPeerServer(peerDir);
const ours = await startServer(siteDir);
const baseURLs: Record<Site, string> = { ours: ours.baseURL, peer: peer.baseURL };
const results = new Map<string, Record<Site, LighthouseSummary[]>>(
  pagePaths.map((page) => [page, { ours: [], peer: [] }]),
);
const measured: LighthouseSummary[] = [];

try {
  for (let round = 0; round < runs; round++) {
    for (const page of pagePaths) {
      for (const site of roundOrder(round)) {
        const summary = await runLighthouseWithRetry(`${baseURLs[site]}${page}`, chromePath);
        results.get(page)?.[site].push(summary);
        measured.push(summary);
      }
      const [oursRun, peerRun] = (["ours", "peer"] as const).map((site) =>
        Math.round(results.get(page)?.[site].at(-1)?.lcpMs ?? Number.NaN),
      );
      console.error(
        `round ${round + 1}/${runs} ${page}: LCP ours ${oursRun} ms, peer ${peerRun} ms`,
      );
    }
  }
} finally {
  await ours.stop();
  await peer.stop();
}

const benchmarks = measured.map((run) => Math.round(run.benchmarkIndex));
console.log(
  `Our pages (${path.relative(root, siteDir) || "."}) beside the reference (${peerDir}): ` +
    `Lighthouse mobile defaults, ${runs} runs per page and site, interleaved; each timing is its own median.`,
);
console.log(
  `Load average (1, 5, 15 min) at the start ${loadAtStart}, at the end ${loadAverage()}, on ${os.cpus().length} cores;` +
    ` CPU benchmark index ${Math.min(...benchmarks)} to ${Math.max(...benchmarks)}` +
    ` (below ${slowHostBenchmarkIndex}, Lighthouse's 4x CPU slowdown overstates TBT on both sides).\n`,
);
console.log(
  comparisonTable(
    pagePaths.map((page) => comparePage(page, results.get(page) ?? { ours: [], peer: [] })),
  ),
);
console.log("\nLCP of each run (ms; * when the site icon ended before the watched paint):");
for (const [page, { ours: oursRuns, peer: peerRuns }] of results) {
  console.log(`${page}: ours ${runLcps(oursRuns)}; peer ${runLcps(peerRuns)}`);
}
