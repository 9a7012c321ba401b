import { describe, expect, it } from "vitest";
import { fileTimes, formatTestTimes, projectOf, type TestTimes } from "./testTimes";

const times: TestTimes = {
  finishedAt: "2026-12-06T04:00:00.000Z",
  wallSeconds: 41.25,
  stages: [
    { name: "types, lint, knip, format", seconds: 30.04, ok: true },
    { name: "unit tests", seconds: 20.5, ok: true },
    { name: "build and size", seconds: 9.5, ok: false },
  ],
  files: [
    { file: "common/a.test.ts", project: "unit", seconds: 0.5, tests: 3 },
    { file: "server/b.integration.test.ts", project: "integration", seconds: 12, tests: 2 },
    { file: "tests/e2e/c.test.ts", project: "browser", seconds: 40.25, tests: 7 },
    { file: "server/d.integration.test.ts", project: "integration", seconds: 3, tests: 1 },
  ],
};

describe("the test times report", () => {
  it("gives each step, marks a failed one, and the run's time from start to end", () => {
    const report = formatTestTimes(times);
    expect(report).toContain("  30.0 s  types, lint, knip, format");
    expect(report).toContain("   9.5 s  build and size  (failed)");
    expect(report).toContain("  41.3 s  from start to end");
  });

  it("lists the slowest files first, as many as asked", () => {
    const report = formatTestTimes(times, 2);
    const slowest = report.split("The 2 slowest files\n")[1]?.split("\n\n")[0]?.split("\n");
    expect(slowest).toEqual([
      "  40.3 s    7 tests  tests/e2e/c.test.ts",
      "  12.0 s    2 tests  server/b.integration.test.ts",
    ]);
  });

  it("gives every file under its project, with the project's count and sum", () => {
    const report = formatTestTimes(times);
    const integration = report.split("integration: ")[1]?.split("\n\n")[0]?.split("\n");
    expect(integration).toEqual([
      "2 files, 15.0 s of test time",
      "  12.0 s    2 tests  server/b.integration.test.ts",
      "   3.0 s    1 test   server/d.integration.test.ts",
    ]);
  });
});

describe("reading Vitest's JSON report", () => {
  it("takes each file's time and count, relative to the repository, with its project", () => {
    const files = fileTimes(
      {
        numPassedTests: 3,
        numFailedTests: 0,
        numPendingTests: 0,
        testResults: [
          {
            name: "/repo/tests/e2e/seo.test.ts",
            startTime: 1000,
            endTime: 3500,
            assertionResults: [{}, {}, {}],
          },
        ],
      },
      "/repo",
    );
    expect(files).toEqual([
      { file: "tests/e2e/seo.test.ts", project: "browser", seconds: 2.5, tests: 3 },
    ]);
  });

  it("tells the projects apart as vitest.config.ts includes them", () => {
    expect(projectOf("server/storage/storage.integration.test.ts")).toBe("integration");
    expect(projectOf("build-tools/pageHtmlStep.build.test.ts")).toBe("browser");
    expect(projectOf("server/contact/formBody.test.ts")).toBe("unit");
  });
});
