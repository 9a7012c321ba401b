import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import pino from "pino";
import { expect } from "vitest";
import { startHttpServer } from "../../server/hosts/node/httpServer";
import { startApi, type Api } from "../../server/hosts/node/startApi";
import { createApp } from "../../server/http/createApp";
import { readServerConfig } from "../../server/config/serverConfig";
import type { OutboxJob } from "../../server/storage/outboxJobs";
import { writeBuiltSiteConfig } from "./builtSite";
import type { SiteFile } from "../../server/http/siteFiles";
import { loadSiteSettings } from "../../server/config/siteSettings";
import { repoRoot } from "../e2e/support/testBuild";
import { freePort } from "../e2e/support/testServer";
import { until } from "./until";
import { proofFromServer } from "./proofs";
import { proofField } from "../../common/contact/proofOfWork";
import { floodRuleOff } from "./floodSettings";
import { serverProcessArgs } from "./serverBundle";

export interface ApiServer {
  baseURL: string;
  url: string;
  api: Api;
  dataDir: string;
  /** The build's site settings the server was started with, for the CLI on the same storage. */
  siteConfigFile: string;
  /** PostgreSQL connection string, empty with the embedded SQLite file. */
  databaseUrl: string;
  /** Every JSON log line the server wrote. */
  logs: string[];
  close: () => Promise<void>;
}

/**
 * The real server (storage, contact endpoint, outbox worker, HTTP on a loopback port) in the
 * test's own process, configured only through the same settings `server/hosts/node/main.ts` reads;
 * it serves `files` as the site's build (none by default).
 */
export async function startApiServer(
  env: Record<string, string> = {},
  files: Map<string, SiteFile> = new Map(),
): Promise<ApiServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "api-data-"));
  // A test that must know the address before the start (links in mail) names its own port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // What a build made with the test's SITE_* settings would have written, for the CLI too; in
  // a DATA_DIR the server would otherwise create itself.
  mkdirSync(dataDir, { recursive: true });
  const siteConfigFile = writeBuiltSiteConfig(dataDir, env);
  const site = loadSiteSettings({ SITE_CONFIG_FILE: siteConfigFile }).config;
  const config = readServerConfig(
    // The weekly digest (and the held summary, across an hour's end) would add a mail to a
    // test's inbox, and the flood rule hold messages of tests that post many; their own tests
    // turn them on.
    {
      OUTBOX_POLL_MS: "50",
      MAIL_WEEKLY_DIGEST: "off",
      MAIL_HELD_SUMMARY: "off",
      ...floodRuleOff,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    site,
  );
  const logs: string[] = [];
  const logger = pino(
    { level: "info", base: undefined },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(...chunk.toString().split("\n").filter(Boolean));
        done();
      },
    }),
  );
  const api = await startApi(config, logger);
  const app = createApp({ files, logger, site, transport: config.transport, api });
  const server = await new Promise<ReturnType<typeof startHttpServer>>((resolve) => {
    const running = startHttpServer(app.fetch, { ...config, host: "127.0.0.1" }, logger, () =>
      resolve(running),
    );
  });
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    baseURL,
    url: `${baseURL}${config.contact.path}`,
    api,
    dataDir,
    siteConfigFile,
    databaseUrl: config.databaseUrl,
    logs,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await api.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function validMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Anna",
    lastName: "de Vries",
    email: "anna@example.nl",
    company: "Kaasmakerij Noord B.V.",
    phone: "+31 6 1234 5678",
    message: "We prepare for BRCGS in March. Could you show us the CAPA tracking?",
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

/** A contact message (what `validMessage` makes) whose test did not say anything about its proof. */
const unprovenMessage = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" &&
  body !== null &&
  "email" in body &&
  "message" in body &&
  !(proofField in body);

/**
 * Posts JSON as the scripted form does: a contact message carries the proof of work the form
 * solves, fetched from the server's challenge route, unless the test set `proof` itself (a test of
 * a message without one sets `proof: undefined`, which JSON leaves out).
 */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  // A challenge the server refuses (a foreign Origin) leaves the message without one, as in
  // the browser.
  const proof = unprovenMessage(body)
    ? await proofFromServer(url, headers.Origin).catch(() => undefined)
    : undefined;
  const sent = proof ? { ...(body as object), [proofField]: proof } : body;
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: typeof sent === "string" ? sent : JSON.stringify(sent),
  });
}

/**
 * Waits until no delivery of the message is pending, except one scheduled for later and not yet
 * tried (a booking's reminder before its day). From then on nothing more is sent for it until
 * then: a receiver has everything it will get, so counting copies needs no extra wait.
 */
export async function untilSettled(server: ApiServer, id: string) {
  const waiting = (job: OutboxJob) =>
    job.status === "pending" && (job.attempts > 0 || job.nextAttemptAt <= Date.now());
  const settled = async () => !(await server.api.stores.messages.jobsOf(id)).some(waiting);
  await until(settled, { what: `every delivery of ${id} settled` });
  return server.api.stores.messages.jobsOf(id);
}

/** Posts a valid message (with `overrides`) as the scripted form does; expects 200, returns the id. */
export async function sendMessage(
  server: ApiServer,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await postJson(server.url, validMessage(overrides), headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** `npm run leads -- <args>` on the server's storage, as an operator runs it; `env` adds settings. */
export function leadsCli(server: ApiServer, args: string[], env: Record<string, string> = {}) {
  return promisify(execFile)(process.execPath, [...serverProcessArgs("leads"), ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.databaseUrl,
      SITE_CONFIG_FILE: server.siteConfigFile,
      ...env,
    },
  });
}
