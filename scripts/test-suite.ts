// `npm test` (the whole suite) and `npm run test:fast` (the inner loop): the stages in order, the
// independent checks of a stage side by side on the machine's two cores, each stage timed. The
// times and every test file's go to reports/test-times.json for `npm run test:times`.
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

/** A stage: lanes run side by side, the steps of a lane one after another (`npm run <step>`). */
interface Stage {
  name: string;
  lanes: string[][];
  /** The Vitest projects a stage runs, whose JSON report gives each file's time. */
  vitestProjects?: string[];
}

const checks: Stage = {
  name: "types, lint, knip, format",
  lanes: [
    ["typecheck", "knip"],
    ["lint", "format:check"],
  ],
};
const fastChecks: Stage = { name: "types and lint", lanes: [["typecheck"], ["lint"]] };
const unit: Stage = { name: "unit tests", lanes: [], vitestProjects: ["unit"] };
const build: Stage = { name: "build and size", lanes: [["build", "size"]] };
const serverAndBrowser: Stage = {
  name: "integration and browser tests",
  lanes: [],
  // With the files of theirs that run alone, last (vitest.config.ts).
  vitestProjects: ["integration*", "browser*"],
};

const suites: Record<string, Stage[]> = {
  all: [checks, unit, build, serverAndBrowser],
  fast: [fastChecks, unit],
};

interface Finished {
  ok: boolean;
  output: string;
}

/** Runs a command; output goes straight through when it runs alone, else is kept for the end. */
function run(command: string, args: string[], alone: boolean): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: alone ? "inherit" : "pipe" });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

async function runLane(steps: string[], alone: boolean): Promise<Finished> {
  let output = "";
  for (const step of steps) {
    const finished = await run("npm", ["run", "--silent", step], alone);
    output += `\n> npm run ${step}\n${finished.output}`;
    if (!finished.ok) return { ok: false, output };
  }
  return { ok: true, output };
}

const vitestReport = (stage: Stage) =>
  path.join(reportDir, `vitest-${(stage.vitestProjects ?? []).join("-").replace(/\W/g, "")}.json`);

async function runVitest(stage: Stage): Promise<Finished> {
  const projects = (stage.vitestProjects ?? []).flatMap((project) => ["--project", project]);
  return run(
    "npx",
    [
      "vitest",
      "run",
      ...projects,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestReport(stage)}`,
    ],
    true,
  );
}

async function runStage(stage: Stage): Promise<boolean> {
  if (stage.vitestProjects) return (await runVitest(stage)).ok;
  const alone = stage.lanes.length === 1;
  const lanes = await Promise.all(stage.lanes.map((steps) => runLane(steps, alone)));
  if (!alone) for (const lane of lanes) process.stdout.write(lane.output);
  return lanes.every((lane) => lane.ok);
}

function readReport(stage: Stage): VitestJsonReport | null {
  try {
    return JSON.parse(readFileSync(vitestReport(stage), "utf8")) as VitestJsonReport;
  } catch {
    return null;
  }
}

async function main(suite: Stage[]): Promise<number> {
  mkdirSync(reportDir, { recursive: true });
  const stages: StageTime[] = [];
  const files: FileTime[] = [];
  const counts = { passed: 0, failed: 0, skipped: 0 };
  let ok = true;
  for (const stage of suite) {
    console.log(`\n=== ${stage.name}`);
    rmSync(vitestReport(stage), { force: true });
    const started = performance.now();
    ok = await runStage(stage);
    stages.push({ name: stage.name, seconds: (performance.now() - started) / 1000, ok });
    const report = stage.vitestProjects ? readReport(stage) : null;
    if (report) {
      files.push(...fileTimes(report, root));
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
      counts.skipped += report.numPendingTests;
    }
    if (!ok) break;
  }
  const times = { finishedAt: new Date().toISOString(), stages, files };
  writeFileSync(testTimesFile, `${JSON.stringify(times, null, 2)}\n`);
  console.log(`\n${formatStages(stages)}`);
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  return ok ? 0 : 1;
}

const suiteName = process.argv[2] ?? "all";
const suite = suites[suiteName];
if (!suite) {
  console.error(`Unknown suite "${suiteName}": ${Object.keys(suites).join(" or ")}`);
  process.exit(2);
}
process.exitCode = await main(suite);
