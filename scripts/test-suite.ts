// `npm test` (the whole suite) and `npm run test:fast` (the inner loop). Two lanes side by side on
// the machine's two cores: the single-threaded checks and the build in one, Vitest in the other,
// so the checks fill the time the tests spend waiting on servers and timers. Each step and every
// test file is timed into reports/test-times.json for `npm run test:times`.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { constants, setPriority } from "node:os";
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

/**
 * `npm run <script>`, or Vitest on these projects (some files run last: vitest.config.ts). A
 * yielding script runs at the lowest priority, on the processor time the other lane leaves.
 */
type Step = { script: string; yielding?: boolean } | { vitest: string[] };
const name = (step: Step) =>
  "script" in step ? step.script : `vitest: ${step.vitest.join(", ").replaceAll("*", "")}`;

const npm = (...scripts: string[]): Step[] => scripts.map((script) => ({ script }));

/**
 * Phases run one after another, each whatever the one before found; in a phase, lanes side by
 * side; in a lane, steps one after another, stopping at a failure.
 */
const suites: Record<string, Step[][][]> = {
  all: [
    [
      npm("typecheck", "lint", "knip", "build", "size"),
      [{ vitest: ["unit", "integration", "integration-first", "browser*"] }],
    ],
    // The hung-database file measures answers against a deadline, so it runs after every other
    // file, and Prettier beside it, yielding, on the core that file leaves idle (0634).
    [[{ script: "format:check", yielding: true }], [{ vitest: ["integration-last"] }]],
  ],
  fast: [[npm("typecheck", "lint"), [{ vitest: ["unit"] }]]],
};

/** Each Vitest step's JSON report, one file per step. */
const vitestReports: string[] = [];

interface Finished {
  ok: boolean;
  output: string;
}

/** Runs a command; Vitest's output goes straight through, a check's is printed once it ends. */
function run(command: string, args: string[], live: boolean, yielding = false): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: live ? "inherit" : "pipe" });
    // Set before npm starts the script, which inherits it.
    if (yielding && child.pid) setPriority(child.pid, constants.priority.PRIORITY_LOW);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

function runStep(step: Step): Promise<Finished> {
  if ("script" in step) return run("npm", ["run", "--silent", step.script], false, step.yielding);
  const report = path.join(reportDir, `vitest-${vitestReports.length + 1}.json`);
  vitestReports.push(report);
  rmSync(report, { force: true });
  return run(
    "npx",
    [
      "vitest",
      "run",
      ...step.vitest.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
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

/** The reports the Vitest steps wrote (one that crashed writes none). */
function readReports(): VitestJsonReport[] {
  return vitestReports.flatMap((file) => {
    try {
      return [JSON.parse(readFileSync(file, "utf8")) as VitestJsonReport];
    } catch {
      return [];
    }
  });
}

async function main(phases: Step[][][]): Promise<number> {
  mkdirSync(reportDir, { recursive: true });
  const stages: StageTime[] = [];
  const started = performance.now();
  const results: boolean[] = [];
  for (const lanes of phases)
    results.push(...(await Promise.all(lanes.map((steps) => runLane(steps, stages)))));
  const wallSeconds = (performance.now() - started) / 1000;
  const reports = readReports();
  const files: FileTime[] = reports.flatMap((report) => fileTimes(report, root));
  const times = { finishedAt: new Date().toISOString(), wallSeconds, stages, files };
  writeFileSync(testTimesFile, `${JSON.stringify(times, null, 2)}\n`);
  console.log(`\n${formatStages(times)}`);
  if (reports.length > 0) {
    type Count = "numPassedTests" | "numFailedTests" | "numPendingTests";
    const count = (key: Count) => reports.reduce((sum, report) => sum + report[key], 0);
    console.log(
      `\n${count("numPassedTests")} passed, ${count("numFailedTests")} failed, ${count("numPendingTests")} skipped`,
    );
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
