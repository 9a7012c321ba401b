import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { floodRuleOff } from "../../support/floodSettings";
import { serverProcessArgs } from "../../support/serverBundle";

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (`server/hosts/node/main.ts`, from the run's bundle) as its own process on
 * a free loopback port; it counts as started once `ready` accepts the answer of `/api/health` (by
 * default: an OK). A global setup, where nothing is injected yet, names the bundle's folder.
 */
export async function startServer(
  siteDir: string,
  env: Record<string, string> = {},
  ready: (health: Response) => boolean = (health) => health.ok,
  bundleDir?: string,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "site-data-"));
  const child = spawn(process.execPath, serverProcessArgs("main", bundleDir), {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      // The weekly digest (and the held summary, across an hour's end) would add a mail to a
      // test's inbox, and the flood rule hold messages of tests that post many; their own tests
      // turn them on.
      MAIL_WEEKLY_DIGEST: "off",
      MAIL_HELD_SUMMARY: "off",
      ...floodRuleOff,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };
  // A server that never came up leaves neither a process nor a folder behind.
  await untilHealthy(baseURL, child, ready, () => output).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { baseURL, dataDir, process: child, output: () => output, stop };
}

async function untilHealthy(
  baseURL: string,
  child: ChildProcess,
  ready: (health: Response) => boolean,
  output: () => string,
): Promise<void> {
  // Generous: a loaded 2-core host has taken over 30 s to start a server.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      if (ready(await fetch(`${baseURL}/api/health`))) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
