// `npm test` (the whole suite) and `npm run test:fast` (the inner loop). Two lanes side by side on
// the machine's two cores: the single-threaded checks and the build in one, Vitest (two workers)
// in the other, so the checks fill the time the tests spend waiting on servers and timers. Each
// step and every test file is timed into reports/test-times.json for `npm run test:times`.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  fileTimes,
  formatStages,
  testTimesFile,
  type FileTime,
  type StageTime,
  type VitestJsonReport,
} from "./testTimes";

const root = path.resolve(import.meta.dirname, "..");
const reportDir = path.dirname(testTimesFile);
const vitestReport = path.join(reportDir, "vitest.json");

/** `npm run <script>`, or Vitest on these projects (some files run last: vitest.config.ts). */
type Step = { script: string } | { vitest: string[] };
const name = (step: Step) =>
  "script" in step ? step.script : `vitest: ${step.vitest.join(", ").replaceAll("*", "")}`;

const npm = (...scripts: string[]): Step[] => scripts.map((script) => ({ script }));

/** Lanes run side by side; the steps of a lane one after another, stopping at a failure. */
const suites: Record<string, Step[][]> = {
  all: [
    npm("typecheck", "lint", "knip", "format:check", "build", "size"),
    [{ vitest: ["unit", "integration*", "browser*"] }],
  ],
  fast: [npm("typecheck", "lint"), [{ vitest: ["unit"] }]],
};

interface Finished {
  ok: boolean;
  output: string;
}

/** Runs a command; Vitest's output goes straight through, a check's is printed once it ends. */
function run(command: string, args: string[], live: boolean): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: live ? "inherit" : "pipe" });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

function runStep(step: Step): Promise<Finished> {
  if ("script" in step) return run("npm", ["run", "--silent", step.script], false);
  return run(
    "npx",
    [
      "vitest",
      "run",
      ...step.vitest.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestReport}`,
    ],
    true,
  );
}

async function runLane(steps: Step[], times: StageTime[]): Promise<boolean> {
  for (const step of steps) {
    const started = performance.now();
    const { ok, output } = await runStep(step);
    const seconds = (performance.now() - started) / 1000;
    times.push({ name: name(step), seconds, ok });
    const verdict = `${ok ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s`;
    process.stdout.write(`\n> ${name(step)}: ${verdict}\n${output}`);
    if (!ok) return false;
  }
  return true;
}

function readReport(): VitestJsonReport | null {
  try {
    return JSON.parse(readFileSync(vitestReport, "utf8")) as VitestJsonReport;
  } catch {
    return null;
  }
}

async function main(lanes: Step[][]): Promise<number> {
  mkdirSync(reportDir, { recursive: true });
  rmSync(vitestReport, { force: true });
  const stages: StageTime[] = [];
  const started = performance.now();
  const results = await Promise.all(lanes.map((steps) => runLane(steps, stages)));
  const wallSeconds = (performance.now() - started) / 1000;
  const report = readReport();
  const files: FileTime[] = report ? fileTimes(report, root) : [];
  const times = { finishedAt: new Date().toISOString(), wallSeconds, stages, files };
  writeFileSync(testTimesFile, `${JSON.stringify(times, null, 2)}\n`);
  console.log(`\n${formatStages(times)}`);
  if (report) {
    const { numPassedTests, numFailedTests, numPendingTests } = report;
    console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
  }
  return results.every(Boolean) ? 0 : 1;
}

const suiteName = process.argv[2] ?? "all";
const suite = suites[suiteName];
if (!suite) {
  console.error(`Unknown suite "${suiteName}": ${Object.keys(suites).join(" or ")}`);
  process.exit(2);
}
process.exitCode = await main(suite);
