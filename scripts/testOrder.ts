// The order Vitest starts test files in: within each group and project, the files that took longest
// in a recorded run first, so the run ends on short files instead of waiting on a long one that
// happened to start last (docs/decisions/0632-longest-files-first.md).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import type { FileTime } from "./testTimes";

/** Each file's seconds in a full run on a 2-core machine, written by `npm run test:times -- --save`. */
export const recordedSecondsFile = path.resolve(import.meta.dirname, "testFileSeconds.json");

export type RecordedSeconds = Record<string, number>;

/** What the order needs to know of a file. */
export interface PlannedFile {
  file: string;
  project: string;
  groupOrder: number;
  isolate: boolean;
}

/**
 * Groups in their order; in a group, the projects whose files share a worker (the integration
 * files, which wait on servers and timers) before the isolated ones (the browser files, which keep
 * a core busy), so the waits fall beside the single-threaded checks of the other lane; each
 * project's files together (Vitest keeps a shared worker only while the next file is of its
 * project); then the longest recorded first, and a file with no record (a new one) before them.
 */
export function compareFiles(seconds: RecordedSeconds) {
  const expected = (file: string) => seconds[file] ?? Number.POSITIVE_INFINITY;
  return (a: PlannedFile, b: PlannedFile): number =>
    a.groupOrder - b.groupOrder ||
    Number(a.isolate) - Number(b.isolate) ||
    a.project.localeCompare(b.project) ||
    expected(b.file) - expected(a.file) ||
    a.file.localeCompare(b.file);
}

/** The record `--save` writes: each file's seconds to a tenth, by path, in path order. */
export function recordedSeconds(files: FileTime[]): RecordedSeconds {
  const sorted = [...files].sort((a, b) => a.file.localeCompare(b.file));
  return Object.fromEntries(
    sorted.map(({ file, seconds }) => [file, Math.round(seconds * 10) / 10]),
  );
}

export function saveRecordedSeconds(files: FileTime[]): void {
  writeFileSync(recordedSecondsFile, `${JSON.stringify(recordedSeconds(files), null, 2)}\n`);
}

function readRecordedSeconds(): RecordedSeconds {
  try {
    return JSON.parse(readFileSync(recordedSecondsFile, "utf8")) as RecordedSeconds;
  } catch {
    return {};
  }
}

/** Vitest's sequencer (`sequence.sequencer` in vitest.config.ts) with the order above. */
export class LongestFirstSequencer extends BaseSequencer {
  override sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const compare = compareFiles(readRecordedSeconds());
    const planned = specs.map((spec) => ({
      spec,
      file: path.relative(root, spec.moduleId),
      project: spec.project.name,
      groupOrder: spec.project.config.sequence.groupOrder,
      isolate: spec.project.config.isolate,
    }));
    return Promise.resolve(planned.sort(compare).map(({ spec }) => spec));
  }
}
