// What `npm test` measured: each stage's time and each test file's, as `npm run test:times`
// prints them (docs/development.md#how-long-the-suite-takes).
import path from "node:path";

/** Where `npm test` leaves its times. */
export const testTimesFile = path.resolve(import.meta.dirname, "../reports/test-times.json");

export interface StageTime {
  name: string;
  seconds: number;
  ok: boolean;
}

export interface FileTime {
  file: string;
  project: string;
  seconds: number;
  tests: number;
}

export interface TestTimes {
  finishedAt: string;
  /** From the first step's start to the last one's end; the lanes overlap, so less than the sum. */
  wallSeconds: number;
  stages: StageTime[];
  files: FileTime[];
}

/** The part of Vitest's JSON report read here. */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: unknown[];
  }[];
}

/** Which project a file ran in, from its name, as vitest.config.ts includes them. */
export function projectOf(file: string): string {
  if (file.endsWith(".integration.test.ts")) return "integration";
  if (file.startsWith("tests/e2e/") || file.endsWith(".build.test.ts")) return "browser";
  return "unit";
}

export function fileTimes(report: VitestJsonReport, root: string): FileTime[] {
  return report.testResults.map((result) => {
    const file = result.name.startsWith(`${root}/`)
      ? result.name.slice(root.length + 1)
      : result.name;
    return {
      file,
      project: projectOf(file),
      seconds: (result.endTime - result.startTime) / 1000,
      tests: result.assertionResults.length,
    };
  });
}

const seconds = (value: number) => `${value.toFixed(1)} s`.padStart(8);
const tests = (count: number) => `${String(count).padStart(3)} test${count === 1 ? " " : "s"}`;

function fileLines(files: FileTime[]): string[] {
  return [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .map((file) => `${seconds(file.seconds)}  ${tests(file.tests)}  ${file.file}`);
}

/** Each step's time, and the run's from start to end (its lanes overlap). */
export function formatStages({ stages, wallSeconds }: Pick<TestTimes, "stages" | "wallSeconds">) {
  return [
    "Steps (the checks and build beside the tests)",
    ...stages.map(
      (stage) => `${seconds(stage.seconds)}  ${stage.name}${stage.ok ? "" : "  (failed)"}`,
    ),
    `${seconds(wallSeconds)}  from start to end`,
  ].join("\n");
}

/** The report: stage totals, the 20 slowest files, then every file by project, slowest first. */
export function formatTestTimes(times: TestTimes, slowest = 20): string {
  const projects = [...new Set(times.files.map((file) => file.project))];
  return [
    `Test run finished ${times.finishedAt}`,
    "",
    formatStages(times),
    "",
    `The ${Math.min(slowest, times.files.length)} slowest files`,
    ...fileLines(times.files).slice(0, slowest),
    ...projects.flatMap((project) => {
      const files = times.files.filter((file) => file.project === project);
      const sum = files.reduce((all, file) => all + file.seconds, 0);
      return [
        "",
        `${project}: ${files.length} files, ${seconds(sum).trim()} of test time`,
        ...fileLines(files),
      ];
    }),
  ].join("\n");
}
