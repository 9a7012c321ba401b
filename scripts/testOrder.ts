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
}

/**
 * Groups in their order; in a group, projects in `projectOrder`'s order (others after, by name),
 * each project's files together (Vitest keeps a shared worker only while the next file waiting is
 * of its project); then the longest recorded first, and a file with no record (a new one) before
 * them.
 */
export function compareFiles(seconds: RecordedSeconds, projectOrder: string[] = []) {
  const expected = (file: string) => seconds[file] ?? Number.POSITIVE_INFINITY;
  const rank = (project: string) => {
    const index = projectOrder.indexOf(project);
    return index === -1 ? projectOrder.length : index;
  };
  return (a: PlannedFile, b: PlannedFile): number =>
    a.groupOrder - b.groupOrder ||
    rank(a.project) - rank(b.project) ||
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

/** Vitest's sequencer (`sequence.sequencer` in vitest.config.ts), projects in `projectOrder`. */
export function longestFirstSequencer(projectOrder: string[]) {
  return class LongestFirstSequencer extends BaseSequencer {
    override sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
      const root = this.ctx.config.root;
      const compare = compareFiles(readRecordedSeconds(), projectOrder);
      const planned = specs.map((spec) => ({
        spec,
        file: path.relative(root, spec.moduleId),
        project: spec.project.name,
        groupOrder: spec.project.config.sequence.groupOrder,
      }));
      return Promise.resolve(planned.sort(compare).map(({ spec }) => spec));
    }
  };
}
