import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { validMessage } from "../../../tests/support/apiServer";
import { writeBuiltSiteConfig } from "../../../tests/support/builtSite";
import { acceptContactMessages } from "../../contact/acceptContactMessage";
import { testScreening } from "../../../tests/support/proofs";
import { memoryRateLimiter } from "../../contact/rateLimiter";
import { databaseBackends } from "../../../tests/support/databaseBackends";
import { postgresStores, sqliteStores } from "../../../tests/support/stores";
import type { Stores } from "../stores";
import { serverProcessArgs } from "../../../tests/support/serverBundle";

const root = path.resolve(import.meta.dirname, "../../..");
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Setup {
  env: Record<string, string>;
  stores: Stores;
  mailDir: string;
}

async function setUp(databaseUrl: string | null): Promise<Setup> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "person-requests-"));
  dirs.push(dataDir);
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    SITE_CONFIG_FILE: writeBuiltSiteConfig(dataDir, {}),
  };
  const stores = databaseUrl
    ? await postgresStores(databaseUrl)
    : sqliteStores(path.join(dataDir, "messages.sqlite"));
  return { env, stores, mailDir: path.join(dataDir, "mail") };
}

/** `npm run leads -- …` as an operator runs it, answering its question with `answer`. */
function leads(env: Record<string, string>, args: string[], answer = "") {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [...serverProcessArgs("leads"), ...args],
      { cwd: root, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    child.stdin?.end(answer);
  });
}

function accepting(stores: Stores) {
  const { screen, proven } = testScreening(stores.screening);
  const accept = acceptContactMessages({
    messages: stores.messages,
    limiter: memoryRateLimiter([]),
    clientHashKey: "test-key",
    deliveries: [
      { event: "lead", channel: "mail", target: "inbox" },
      { event: "lead", channel: "mail", target: "visitor" },
    ],
    giveUpAfterMs: 60_000,
    timeoutMs: 5000,
    onStored: () => undefined,
    screen,
  });
  return async (body: Record<string, unknown>, idempotencyKey?: string) => {
    const outcome = await accept({
      body: await proven(body),
      lang: "nl",
      form: "enhanced",
      source: { utmSource: "newsletter", utmCampaign: "brcgs-9", landingPath: "/nl" },
      idempotencyKey,
      client: "203.0.113.9",
      requestId: "req-person",
      now: Date.now(),
      log: pino({ level: "silent" }),
    });
    if (outcome.kind !== "accepted" && outcome.kind !== "replayed") throw new Error(outcome.kind);
    return outcome;
  };
}

/** The inbox mail fails for good, the confirmation stays pending, and a mail file is written. */
async function deliverSome(stores: Stores, mailDir: string, id: string) {
  const claimed = await stores.messages.claim("test-worker", Date.now(), 60_000, 10);
  for (const job of claimed.filter(
    (c) => c.message?.id === id && c.channel === "mail" && c.target === "inbox",
  )) {
    await stores.messages.markFailed(
      job.jobId,
      "test-worker",
      Date.now(),
      "550 mailbox unavailable",
    );
  }
  mkdirSync(mailDir, { recursive: true });
  writeFileSync(path.join(mailDir, `${id}.confirmation@example.com.eml`), "Beste Anna,");
}

const backends = databaseBackends("person_requests");

describe.each(backends)("a data subject's requests on $name", ({ databaseUrl }) => {
  it("exports everything held on an address, then erases it and only it", async () => {
    const { env, stores, mailDir } = await setUp(await databaseUrl());
    const accept = accepting(stores);
    const answers = { standards: ["brcgs", "ifs"], nextAudit: "not-planned" };
    const anna = await accept(validMessage({ email: "Anna@Example.nl", ...answers }), "key-anna-1");
    await accept(validMessage({ message: "A second question about IFS audits." }));
    const other = await accept(validMessage({ email: "piet@example.com", firstName: "Piet" }));
    await deliverSome(stores, mailDir, anna.id);
    writeFileSync(path.join(mailDir, `${other.id}.notification@example.com.eml`), "Piet");

    const exported = await leads(env, ["export-person", "ANNA@example.NL"]);
    expect(exported.code).toBe(0);
    const document = JSON.parse(exported.stdout) as {
      messages: { id: string; fields: { email: string }; source: object; deliveries: object[] }[];
    };
    expect(document.messages).toHaveLength(2);
    expect(document.messages[0]).toMatchObject({
      id: anna.id,
      fields: { email: "Anna@Example.nl" },
      source: { utmSource: "newsletter", utmCampaign: "brcgs-9", landingPath: "/nl" },
      answers,
    });
    expect(document.messages[1]).toMatchObject({ answers: { standards: [], nextAudit: null } });
    expect(document.messages[0]?.deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: "failed", lastError: "550 mailbox unavailable" }),
        expect.objectContaining({ status: "pending" }),
      ]),
    );

    const shown = await leads(env, ["show", anna.id]);
    expect(shown.stdout).toContain("standards:   BRCGS, IFS\nnext audit:  Not planned yet\n");
    expect(shown.stdout).toContain(
      "source:\n  utmSource:        newsletter\n  utmCampaign:      brcgs-9",
    );
    const csv = (await leads(env, ["export", "--csv"])).stdout.split("\n");
    expect(csv[0]).toContain('"source_utm_source","source_utm_medium","source_utm_campaign"');
    expect(csv.find((line) => line.includes(anna.id))).toContain('"newsletter","","brcgs-9"');
    expect(csv[0]).toContain('"standards","next_audit"');
    expect(csv.find((line) => line.includes(anna.id))).toContain('"brcgs ifs","not-planned"');

    const declined = await leads(env, ["erase-person", "anna@example.nl"], "n\n");
    expect(declined.code).toBe(1);
    expect(await stores.messages.messagesOf("anna@example.nl")).toHaveLength(2);

    const erased = await leads(env, ["erase-person", "anna@example.nl", "--yes"]);
    expect(erased.code).toBe(0);
    expect(erased.stdout).toContain("messages:         2");
    expect(erased.stdout).toContain("outbox jobs:      4");
    expect(erased.stdout).toContain("mail files:       1");

    // The answers went with their message: none is left in storage.
    const left = await stores.messages.list({});
    expect(left.map((message) => message.qualification.standards)).toEqual([[]]);
    const list = await leads(env, ["list"]);
    expect(list.stdout).not.toContain("Anna");
    expect(list.stdout).toContain(`${other.id}`);
    expect(readdirSync(mailDir)).toEqual([`${other.id}.notification@example.com.eml`]);
    expect(await stores.messages.jobsOf(other.id)).toHaveLength(2);

    // The form's retry after the erasure: answered as before, and nothing comes back.
    const replay = await accept(validMessage({ email: "Anna@Example.nl" }), "key-anna-1");
    expect(replay).toEqual({ kind: "replayed", id: anna.id });
    expect(await stores.messages.messagesOf("anna@example.nl")).toEqual([]);
    await stores.engine.close();
  });
});
