import { accessSync, constants, statfsSync } from "node:fs";

/**
 * Room for a whole run's throwaway folders: 1.7 GB at the peak measured, nearly all of it the
 * PostgreSQL cluster's databases, so twice that.
 */
const runNeedsBytes = 4 * 1024 ** 3;

/**
 * The folder the tests' throwaway files go to: memory (`/dev/shm`) where it is writable and has
 * room for a run, else the system's own (`undefined`). A container's small `/dev/shm` (Docker
 * gives 64 MB) falls back to the disk instead of filling up mid-run (docs/decisions/0633).
 */
export function memoryTempDir(folder = "/dev/shm", needsBytes = runNeedsBytes): string | undefined {
  try {
    accessSync(folder, constants.W_OK);
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize >= needsBytes ? folder : undefined;
  } catch {
    return undefined;
  }
}
