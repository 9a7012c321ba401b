import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { writeBuiltSiteConfig } from "../../../tests/support/builtSite";
import { createDatabase } from "../../../tests/integration/postgresCluster";
import type { Challenge } from "altcha-lib";
import { proofChallengePath } from "../../../common/contact/proofOfWork";
import { validMessage } from "../../../tests/support/apiServer";
import { solvedProof } from "../../../tests/support/proofs";
import {
  apiGatewayEvent,
  type ApiGatewayRequest,
  type ApiGatewayResult,
} from "../../../tests/support/apiGatewayEvent";
import { storedMessageIdOf } from "../../../tests/support/parseMail";
import { smtpSink, type SmtpSink } from "../../../tests/support/smtpSink";
import type { OutboxRunSummary } from "../../delivery/runOutboxOnce";
import { postgresStores } from "../../../tests/support/stores";
import { settledTeamJobs, teamJobPeriods } from "../../../tests/support/settledTeamJobs";
import type { Stores } from "../stores";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");
const bundle = path.join(root, "build/function/index.mjs");
/** The address of the site build the function is made from; its answers must name it. */
const builtEmail = "sales@function-build.example";
const siteBuildDir = mkdtempSync(path.join(tmpdir(), "function-site-"));

interface FunctionModule {
  handler: (event: unknown) => Promise<ApiGatewayResult>;
  deliver: () => Promise<OutboxRunSummary>;
}

let fn: FunctionModule;
let sink: SmtpSink;
let stores: Stores;
let databaseUrl: string;

const call = (request: ApiGatewayRequest) => fn.handler(apiGatewayEvent(request));

/** The scripted form's proof, from the function's own challenge route. */
async function proof(): Promise<string> {
  const challenge = await call({ method: "GET", path: proofChallengePath });
  expect(challenge.statusCode).toBe(200);
  return solvedProof(JSON.parse(challenge.body) as Challenge);
}

/** Posts as the scripted form does: a message object carries a solved proof. */
const post = async (body: unknown, headers: Record<string, string> = {}, sourceIp?: string) =>
  call({
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body:
      typeof body === "string"
        ? body
        : JSON.stringify({ ...(body as object), proof: await proof() }),
    sourceIp,
  });

beforeAll(async () => {
  // A site build's settings, made here (the suite runs before the site build); build:function
  // puts them beside the bundle, where the function finds them without any variable.
  const siteConfigFile = writeBuiltSiteConfig(siteBuildDir, { SITE_EMAIL: builtEmail });
  await run(process.execPath, ["--import", "tsx", "scripts/build-function.ts"], {
    cwd: root,
    env: { ...process.env, SITE_CONFIG_FILE: siteConfigFile },
  });
  sink = await smtpSink();
  await sink.start();
  databaseUrl = await createDatabase(inject("postgresUrl"), "function_bundle");
  // The function reads its settings once, at cold start, as on Lambda.
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    SMTP_URL: sink.url,
    RATE_LIMITS: "3/10m",
    CORS_ALLOWED_ORIGINS: "https://www.example.nl",
    LOG_LEVEL: "error",
    // The weekly digest and the held summary would be one more job and mail; their own tests
    // turn them on.
    MAIL_WEEKLY_DIGEST: "off",
    MAIL_HELD_SUMMARY: "off",
  });
  fn = (await import(bundle)) as FunctionModule;
  stores = await postgresStores(databaseUrl);
}, 180_000);

// The environment is put back after the file by tests/integration/restoreEnvironment.ts.
afterAll(async () => {
  await stores.engine.close();
  await sink.stop();
  rmSync(siteBuildDir, { recursive: true, force: true });
});

describe("the function bundle behind API Gateway (payload 2.0)", () => {
  it("stores a valid message and answers with its id, without sending mail in the request", async () => {
    const answer = await post(validMessage(), {}, "203.0.113.1");
    expect(answer.statusCode).toBe(200);
    const { id } = JSON.parse(answer.body) as { id: string };
    expect(await stores.messages.get(id)).toMatchObject({ status: "pending" });
    expect(sink.mails.length).toBe(0);
  });

  it("refuses an invalid message with the field errors, in the visitor's language", async () => {
    const answer = await post(validMessage({ email: "anna@" }), { "Accept-Language": "nl" });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: { email: expect.any(String) } });
  });

  it("refuses a body over 32 KB with 413 and a body that is not JSON with 415", async () => {
    const huge = await post(validMessage({ message: "x".repeat(40 * 1024) }));
    expect(huge.statusCode).toBe(413);
    const text = await call({
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(text.statusCode).toBe(415);
  });

  it("answers a repeated Idempotency-Key from storage, and 422 for a different body", async () => {
    const message = validMessage();
    const key = { "Idempotency-Key": "function-key-1" };
    const first = await post(message, key, "203.0.113.2");
    const again = await post(message, key, "203.0.113.2");
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
    const other = await post(validMessage({ message: "A different question." }), key);
    expect(other.statusCode).toBe(422);
  });

  it("limits each client by API Gateway's source address: the fourth in 10 minutes is 429", async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(validMessage(), {}, "203.0.113.3")).statusCode).toBe(200);
    const fourth = await post(validMessage(), {}, "203.0.113.3");
    expect(fourth.statusCode).toBe(429);
    const retryAfter = Number(fourth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((JSON.parse(fourth.body) as { message: string }).message).toContain(builtEmail);
    expect((await post(validMessage(), {}, "203.0.113.4")).statusCode).toBe(200);
  });

  it("answers the preflight of an allowed origin", async () => {
    const answer = await call({
      method: "OPTIONS",
      headers: {
        Origin: "https://www.example.nl",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, idempotency-key",
      },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers["access-control-allow-origin"]).toBe("https://www.example.nl");
    expect(answer.headers["access-control-allow-methods"]).toContain("POST");
  });

  it("deliver sends every stored message to the inbox once; a second run sends nothing", async () => {
    const stored = (await stores.messages.list({})).filter(
      (message) => message.status === "pending",
    );
    expect(stored.length).toBe(6);
    const first = await fn.deliver();
    expect(first).toMatchObject({ claimed: stored.length, pending: 0, failed: 0 });
    const mails = await sink.waitFor(stored.length);
    expect(new Set(mails.map(storedMessageIdOf))).toEqual(new Set(stored.map((m) => m.id)));
    const second = await fn.deliver();
    expect(second).toMatchObject({ claimed: 0, pending: 0, failed: 0 });
    expect(sink.mails.length).toBe(stored.length);
    for (const message of stored)
      expect((await stores.messages.get(message.id))?.status).toBe("sent");
  });
});

describe("the function's scheduled run", () => {
  // After the deliveries above: nothing else is due, so the run's only work is the sweeps.
  it("runs the registered sweeps: the team's jobs settled over 90 days ago go, younger ones stay", async () => {
    const periods = await settledTeamJobs(stores, Date.now());
    expect(await fn.deliver()).toMatchObject({ claimed: 0, deleted: 1 });
    expect(await teamJobPeriods(stores)).toEqual([periods.young]);
  });
});

describe("the function without DATABASE_URL", () => {
  it("fails at cold start and says why", async () => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const loading = run(process.execPath, ["-e", `await import(${JSON.stringify(bundle)})`], {
      env,
      cwd: root,
    });
    await expect(loading).rejects.toMatchObject({
      stderr: expect.stringMatching(/DATABASE_URL is required: .*not durable/),
    });
  });
});
