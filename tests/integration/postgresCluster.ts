import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { ensurePostgres } from "../../scripts/ensure-postgres.mjs";
import { freePort } from "../e2e/support/testServer";

export interface PostgresCluster {
  /** Superuser connection to the `postgres` database. */
  url: string;
  /**
   * Stops (SIGSTOP) or continues (SIGCONT) every process of this cluster, the postmaster and its
   * children, found by pid: a hung database, as an overloaded or frozen host would look.
   */
  signal: (signal: "SIGSTOP" | "SIGCONT") => void;
  stop: () => Promise<void>;
}

/** The pids whose parent is `parent`, from /proc (Linux). */
function childrenOf(parent: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The field after the parenthesised command name (which may hold spaces) is the state, then the ppid.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` system user. */
function asServiceUser(): { prefix: string[]; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return {
    prefix: ["setpriv", `--reuid=${uid}`, `--regid=${gid}`, "--init-groups", "--"],
    uid,
    gid,
  };
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited early:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) throw new Error(`postgres did not start:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A throwaway cluster in a temp dir on a free loopback port, deleted again by `stop`. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = await ensurePostgres();
  const user = asServiceUser();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, "data");
  const run = (command: string, args: string[]) =>
    user
      ? { file: user.prefix[0] ?? "setpriv", args: [...user.prefix.slice(1), command, ...args] }
      : { file: command, args };

  const initdb = run(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "--no-sync",
    "-E",
    "UTF8",
    "--locale=C",
  ]);
  // Not execFileSync: two clusters started at once (the hung-database file) initialise side by side.
  await promisify(execFile)(initdb.file, initdb.args);

  const port = await freePort();
  // The tests kill our server, never the database: fsync off only makes the suite faster.
  const postgres = run(path.join(bin, "postgres"), [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "max_connections=200",
  ]);
  const server = spawn(postgres.file, postgres.args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntilReady(url, server, () => output);
  const signal = (name: "SIGSTOP" | "SIGCONT") => {
    const postmaster = server.pid;
    if (postmaster === undefined || server.exitCode !== null) return;
    for (const pid of [postmaster, ...childrenOf(postmaster)]) signalIfAlive(pid, name);
  };
  return {
    url,
    signal,
    stop: async () => {
      if (server.exitCode === null) {
        signal("SIGCONT");
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGINT"); // fast shutdown
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A backend listed a moment ago may have ended since (a closed connection): not an error. */
function signalIfAlive(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

let databases = 0;

/** The database every migrated one is copied from, made once per run (`createMigratedTemplate`). */
const migratedTemplate = "migrated_template";

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the cluster's `postgres` database (CREATE DATABASE runs outside a transaction). */
async function onCluster(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function createNamedDatabase(adminUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${process.pid}_${++databases}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  await onCluster(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  return databaseUrl(adminUrl, name);
}

/** A fresh, empty database in the cluster for one test file: the server migrates it on opening. */
export const createDatabase = (adminUrl: string, prefix: string) =>
  createNamedDatabase(adminUrl, prefix);

/**
 * A fresh database already at the current schema, copied from the run's template: for tests about
 * what the stores do, not about migrating (each migration through every version took a moment for
 * every store opened).
 */
export const createMigratedDatabase = (adminUrl: string, prefix: string) =>
  createNamedDatabase(adminUrl, prefix, migratedTemplate);

/** Makes the run's migrated template with `migrate`, which opens the given URL and closes it. */
export async function createMigratedTemplate(
  adminUrl: string,
  migrate: (url: string) => Promise<void>,
): Promise<void> {
  await onCluster(adminUrl, `CREATE DATABASE ${migratedTemplate}`);
  await migrate(databaseUrl(adminUrl, migratedTemplate));
}
