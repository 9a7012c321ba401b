import { build } from "esbuild";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { serverBundleOptions } from "../../scripts/serverBundleOptions";
import { repoRoot } from "../e2e/support/testBuild";

declare module "vitest" {
  export interface ProvidedContext {
    serverBundleDir: string;
  }
}

/** The processes a test starts as an operator or a host would: the server and the two commands. */
const entryPoints = {
  main: "server/hosts/node/main.ts",
  leads: "server/hosts/cli/leads.ts",
  deliverOutbox: "server/hosts/cli/deliverOutbox.ts",
} as const;
export type ServerEntry = keyof typeof entryPoints;

/**
 * The server and its commands compiled once per test run (as `npm run build:function` bundles the
 * API): each process a test starts then loads plain JavaScript instead of compiling the server
 * through tsx again, which took seconds per start on this 2-core machine. Packages are bundled
 * too, as `npm run build:function` bundles them, except better-sqlite3's native module: a command
 * then starts in 0.22 s of processor time instead of 0.31 s, mostly Node's module loading, over
 * about 120 commands and 30 server starts a run. The folder lies inside the repository so that
 * better-sqlite3 resolves. The first global setup of a run builds it and removes it at
 * the end; the others get the same folder. Returns the folder and how to remove it.
 */
export async function buildServerBundle(): Promise<{ dir: string; remove: () => void }> {
  // Set once the run's bundle is built, for the run's other global setups (one process).
  const built = process.env.TEST_SERVER_BUNDLE_DIR;
  if (built && existsSync(built)) return { dir: built, remove: () => undefined };
  mkdirSync(path.join(repoRoot, "build-test"), { recursive: true });
  const dir = mkdtempSync(path.join(repoRoot, "build-test", "server-"));
  await build({
    absWorkingDir: repoRoot,
    entryPoints,
    outdir: dir,
    ...serverBundleOptions,
    splitting: true,
    external: [...serverBundleOptions.external, "better-sqlite3"],
    logLevel: "warning",
  });
  process.env.TEST_SERVER_BUNDLE_DIR = dir;
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      delete process.env.TEST_SERVER_BUNDLE_DIR;
    },
  };
}

/** `node <entry>` from the run's bundle, for `spawn`/`execFile` with the repository as cwd. */
export function serverProcessArgs(entry: ServerEntry, bundleDir?: string) {
  return [path.join(bundleDir ?? inject("serverBundleDir"), `${entry}.js`)];
}
