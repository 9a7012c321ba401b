import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { freePort } from "../e2e/support/testServer";

/** A running Radicale and its one user. */
export interface RadicaleProcess {
  origin: string;
  username: string;
  password: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's Radicale, where a global setup started one. */
    radicale?: RadicaleProcess;
  }
}

/** A test file's part of a Radicale: its own calendars, on the run's server or one of its own. */
export interface RadicaleServer {
  /** A calendar collection of `username`, created empty; credentials not in the URL. */
  calendarUrl: string;
  username: string;
  password: string;
  /** `Basic ...` for the user, for requests the tests make themselves. */
  authorization: string;
  /** Another empty calendar collection, for a test that needs its own. */
  newCalendar: (name: string) => Promise<string>;
  /**
   * Stops a Radicale started for the file alone; the run's keeps the file's calendars until the
   * run ends (a DELETE of one while a neighbour wrote its own made Radicale answer 404).
   */
  stop: () => Promise<void>;
}

const debianBinary = "/usr/bin/radicale";

/** Debian's radicale, installed with apt-get (as root) on a fresh Debian machine. */
function ensureRadicale(): string {
  const configured = process.env.RADICALE_BIN;
  if (configured && existsSync(configured)) return configured;
  if (existsSync(debianBinary)) return debianBinary;
  if (process.getuid?.() === 0 && existsSync("/etc/debian_version")) {
    console.error("Radicale not found: installing Debian's radicale package (apt-get)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "radicale"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync(debianBinary)) return debianBinary;
  }
  throw new Error(
    "No Radicale CalDAV server for the calendar tests. Install it (Debian/Ubuntu: " +
      "`sudo apt-get install -y radicale`) or point RADICALE_BIN at the radicale program.",
  );
}

function configText(dir: string, port: number): string {
  return [
    "[server]",
    `hosts = 127.0.0.1:${port}`,
    "[auth]",
    "type = htpasswd",
    `htpasswd_filename = ${path.join(dir, "users")}`,
    "htpasswd_encryption = plain",
    "delay = 0",
    "[rights]",
    "type = owner_only",
    "[storage]",
    `filesystem_folder = ${path.join(dir, "collections")}`,
    "[web]",
    "type = none",
    "[logging]",
    "level = warning",
    "",
  ].join("\n");
}

async function waitUntilReady(origin: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`radicale exited early:\n${log()}`);
    const answered = await fetch(origin, { method: "OPTIONS" }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`radicale did not start:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A throwaway Radicale in a temp dir on a free loopback port, with one user; `stop` deletes it. */
export async function launchRadicale(): Promise<RadicaleProcess & { stop: () => Promise<void> }> {
  const binary = ensureRadicale();
  const dir = mkdtempSync(path.join(tmpdir(), "radicale-test-"));
  const port = await freePort();
  const username = "sales";
  const password = randomBytes(12).toString("hex");
  writeFileSync(path.join(dir, "users"), `${username}:${password}\n`);
  const configFile = path.join(dir, "config");
  writeFileSync(configFile, configText(dir, port));

  const server = spawn(binary, ["--config", configFile], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(origin, server, () => output);
  return {
    origin,
    username,
    password,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's calendars on the run's Radicale (one per run: starting it took seconds each
 * time), or on one started for this file where no global setup started one. Every calendar's name
 * is made unique, so files running side by side never see each other's events.
 */
export async function startRadicale(): Promise<RadicaleServer> {
  const shared = inject("radicale");
  let own: Awaited<ReturnType<typeof launchRadicale>> | undefined;
  const { origin, username, password } = shared ?? (own = await launchRadicale());
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
  const prefix = randomBytes(4).toString("hex");
  const newCalendar = async (name: string) => {
    const url = `${origin}/${username}/${prefix}-${name}/`;
    const response = await fetch(url, { method: "MKCALENDAR", headers: { authorization } });
    if (response.status !== 201) {
      throw new Error(`MKCALENDAR ${url} answered ${response.status}: ${await response.text()}`);
    }
    return url;
  };
  return {
    calendarUrl: await newCalendar("demos"),
    username,
    password,
    authorization,
    newCalendar,
    stop: async () => own?.stop(),
  };
}
