import { mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../tests/support/cleanupAfterEach";
import { memoryTempDir } from "./testTempDir";

const cleanup = cleanupAfterEach();
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "temp-choice-"));
  cleanup(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const freeBytes = (dir: string) => {
  const { bavail, bsize } = statfsSync(dir);
  return bavail * bsize;
};

describe("the tests' temporary folder", () => {
  it("is the memory folder when it is writable and has room for a run", () => {
    const dir = folder();
    expect(memoryTempDir(dir, freeBytes(dir) / 2)).toBe(dir);
  });

  it("falls back to the system's when the folder has less room than a run needs", () => {
    const dir = folder();
    expect(memoryTempDir(dir, freeBytes(dir) * 2)).toBeUndefined();
  });

  it("falls back to the system's when there is no such folder", () => {
    expect(memoryTempDir(path.join(folder(), "missing"), 0)).toBeUndefined();
  });
});
