import { describe, expect, it } from "vitest";
import { compareFiles, recordedSeconds, type PlannedFile } from "./testOrder";

const planned = (file: string, overrides: Partial<PlannedFile> = {}): PlannedFile => ({
  file,
  project: "browser",
  groupOrder: 1,
  ...overrides,
});
const order = (files: PlannedFile[], seconds: Record<string, number>, projects: string[] = []) =>
  [...files].sort(compareFiles(seconds, projects)).map(({ file }) => file);

describe("the order test files start in", () => {
  it("starts the longest recorded file of a project first and the shortest last", () => {
    const files = [planned("short.test.ts"), planned("long.test.ts"), planned("middle.test.ts")];
    expect(order(files, { "short.test.ts": 1, "long.test.ts": 40, "middle.test.ts": 9.5 })).toEqual(
      ["long.test.ts", "middle.test.ts", "short.test.ts"],
    );
  });

  it("starts a file with no record (a new one) before the recorded ones", () => {
    const files = [planned("long.test.ts"), planned("new.test.ts")];
    expect(order(files, { "long.test.ts": 40 })).toEqual(["new.test.ts", "long.test.ts"]);
  });

  it("keeps groups in their order and a project's files together, whatever their times", () => {
    const files = [
      planned("late.test.ts", { groupOrder: 2 }),
      planned("browser.test.ts"),
      planned("second-browser.test.ts", { project: "browser-more" }),
      planned("first.test.ts", { groupOrder: 0, project: "unit" }),
    ];
    const seconds = {
      "late.test.ts": 90,
      "browser.test.ts": 1,
      "second-browser.test.ts": 60,
      "first.test.ts": 0,
    };
    expect(order(files, seconds)).toEqual([
      "first.test.ts",
      "browser.test.ts",
      "second-browser.test.ts",
      "late.test.ts",
    ]);
  });

  it("starts the projects in the order given, whatever their files' times", () => {
    const files = [
      planned("browser.test.ts"),
      planned("other.test.ts", { project: "other" }),
      planned("integration.test.ts", { project: "integration" }),
    ];
    const seconds = { "browser.test.ts": 80, "other.test.ts": 90, "integration.test.ts": 2 };
    expect(order(files, seconds, ["integration", "browser"])).toEqual([
      "integration.test.ts",
      "browser.test.ts",
      "other.test.ts",
    ]);
  });

  it("orders files of equal time by path, so two runs start files in the same order", () => {
    const files = [planned("b.test.ts"), planned("a.test.ts")];
    expect(order(files, { "a.test.ts": 2, "b.test.ts": 2 })).toEqual(["a.test.ts", "b.test.ts"]);
  });
});

describe("the recorded times", () => {
  it("keeps each file's seconds to a tenth, by path in path order", () => {
    const record = recordedSeconds([
      { file: "tests/e2e/b.test.ts", project: "browser", seconds: 12.345, tests: 3 },
      { file: "app/a.test.ts", project: "unit", seconds: 0.04, tests: 1 },
    ]);
    expect(Object.entries(record)).toEqual([
      ["app/a.test.ts", 0],
      ["tests/e2e/b.test.ts", 12.3],
    ]);
  });
});
