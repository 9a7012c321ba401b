import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent, formatProblem } from "../common/content/checkContent";
import { contentReader } from "./contentCheckPlugin";
import { contentDirectory } from "./contentDirectory";
import { contentFiles } from "./contentFiles";

const contentDir = contentDirectory();

describe("the repository's content", () => {
  it("passes the build's check", () => {
    const problems = checkContent(contentFiles, contentReader(contentDir));
    expect(problems.map((problem) => formatProblem(problem))).toEqual([]);
  });

  it("has a description for every file, and one file for every description", () => {
    const onDisk = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.split(path.sep).join("/"))
      .sort();
    const described = contentFiles.map((file) => file.path);
    expect(new Set(described).size, "each file described once").toBe(described.length);
    expect(onDisk).toEqual([...described].sort());
  });
});
