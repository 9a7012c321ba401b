import { describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import {
  leadsCli,
  postJson,
  startApiServer,
  untilSettled,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { proofFromServer, solvedProof } from "../../tests/support/proofs";
import { smtpSink } from "../../tests/support/smtpSink";
import { until } from "../../tests/support/until";
import { webhookReceiver } from "../../tests/support/webhookReceiver";
import { proofLifetimeMs } from "./holdForReview";
import { newChallenge } from "./proofOfWork";
import { holdReasonCopy } from "./holdReasons";
import { databaseBackends } from "../../tests/support/databaseBackends";

const cleanup = cleanupAfterEach();
const proofSecret = "held-messages-test-secret-".repeat(2);

const backends = databaseBackends("held");

/** A server with a real SMTP sink for its inbox and a real webhook receiver. */
async function deliveringServer(databaseUrl: string, env: Record<string, string> = {}) {
  const inbox = await smtpSink();
  await inbox.start();
  cleanup(() => inbox.stop());
  const crm = await webhookReceiver();
  await crm.start();
  cleanup(() => crm.stop());
  const server = await startApiServer({
    RATE_LIMITS: "off",
    DATABASE_URL: databaseUrl,
    SMTP_URL: inbox.url,
    LEAD_WEBHOOKS: crm.entry,
    ...env,
  });
  cleanup(() => server.close());
  return { server, inbox, crm };
}

/** Posts a message; the visitor's answer must be the ordinary one. Returns the stored id. */
async function sent(server: ApiServer, body: Record<string, unknown>): Promise<string> {
  const response = await postJson(server.url, body);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { ok: boolean; id: string };
  expect(answer).toEqual({ ok: true, id: expect.any(String) });
  return answer.id;
}

/** The plain HTML form's post of `email`: answered with the usual redirect to the thanks page. */
async function sentByPlainForm(server: ApiServer, email: string) {
  const fields = Object.entries(validMessage({ email })).filter(([name]) => name !== "timestamp");
  const response = await fetch(server.url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields.map(([name, value]) => [name, String(value)])).toString(),
  });
  expect(response.status).toBe(303);
}

/**
 * Waits until every delivery of `ids` has settled, and of one more message with a valid proof sent
 * now: a marker for what the test cannot name by id (the plain form's post). The outbox delivers a
 * batch side by side, so one message through does not mean an earlier one is. Returns the copies
 * the inbox and the webhook receiver had by then, the marker's left out.
 */
async function drained(
  { server, inbox, crm }: Awaited<ReturnType<typeof deliveringServer>>,
  ids: string[],
) {
  const marker = await sent(server, validMessage({ message: "The marker, delivered last." }));
  for (const id of ids) await untilSettled(server, id);
  const jobs = await untilSettled(server, marker);
  expect(jobs.map((job) => job.status)).toEqual(["sent", "sent"]);
  const markerMail = (mail: { text: string }) => mail.text.includes("The marker");
  return {
    mails: inbox.mails.filter((mail) => !markerMail(mail)),
    webhooks: crm.requests.filter((request) => !request.body.includes("The marker")),
  };
}

const heldIds = async (server: ApiServer) =>
  (await server.api.stores.messages.list({ status: "held" })).map((message) => message.id).sort();

describe.each(backends)("messages held for review ($name)", ({ databaseUrl }) => {
  it("delivers a message with a valid proof, and holds one without, expired or used before", async () => {
    const parts = await deliveringServer(await databaseUrl(), { PROOF_SECRET: proofSecret });
    const { server } = parts;
    const delivered = await sent(server, validMessage({ message: "Proven by the form." }));

    const missing = await sent(server, { ...validMessage(), proof: undefined });
    const old = Date.now() - proofLifetimeMs - 60_000;
    const signing = { secret: proofSecret, lifetimeMs: proofLifetimeMs };
    const expiredProof = await solvedProof(await newChallenge(signing, old));
    const expired = await sent(server, validMessage({ proof: expiredProof }));
    const proof = await proofFromServer(server.url);
    const first = await sent(server, validMessage({ message: "First use.", proof }));
    const replayed = await sent(server, validMessage({ message: "Second use.", proof }));

    const { mails, webhooks } = await drained(parts, [
      delivered,
      missing,
      expired,
      first,
      replayed,
    ]);
    const proven = ["First use.", "Proven by the form."];
    const which = (text: string) => proven.find((message) => text.includes(message));
    expect(mails.map((mail) => which(mail.text)).sort()).toEqual(proven);
    expect(webhooks.map((request) => which(request.body)).sort()).toEqual(proven);
    expect(await server.api.stores.messages.jobsOf(delivered)).toHaveLength(2);
    const held = await Promise.all(
      [missing, expired, replayed].map((id) => server.api.stores.messages.get(id)),
    );
    expect(held.map((message) => [message?.status, message?.holdReason])).toEqual([
      ["held", "proof-missing"],
      ["held", "proof-expired"],
      ["held", "proof-replayed"],
    ]);
    expect((await server.api.stores.messages.get(first))?.status).toBe("sent");

    const health = (await (await fetch(`${server.baseURL}/api/health`)).json()) as {
      held: number;
    };
    expect(health.held).toBe(3);
  });

  it("lists held messages with their reason, releases one into the usual deliveries, and refuses a second release", async () => {
    const parts = await deliveringServer(await databaseUrl());
    const { server, inbox, crm } = parts;
    const id = await sent(server, validMessage({ message: "Sent by an old browser.", proof: "" }));

    const listed = await leadsCli(server, ["list", "--status", "held"]);
    expect(listed.stdout).toContain(id);
    // The documented code, then the words the held summary gives the same reason.
    const reason = `proof-missing — ${holdReasonCopy.en["proof-missing"]}`;
    expect(listed.stdout).toContain(`held: ${reason}`);
    expect((await leadsCli(server, ["show", id])).stdout).toContain(`held:        ${reason}`);
    const byReason = async (code: string) =>
      (await leadsCli(server, ["list", "--status", "held", "--reason", code])).stdout;
    expect(await byReason("proof-missing")).toContain(id);
    expect(await byReason("flood")).not.toContain(id);
    const unknown = await leadsCli(server, ["list", "--reason", "bot"]).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('"bot"') });

    // The operator's shell names no target: the ones the server recorded get the message.
    const released = await leadsCli(server, ["release", id], { SMTP_URL: "", LEAD_WEBHOOKS: "" });
    expect(released.stdout).toContain(`Message ${id} released`);
    const jobs = await untilSettled(server, id);
    expect(jobs.map((job) => job.status)).toEqual(["sent", "sent"]);
    expect(inbox.mails.filter((mail) => mail.text.includes("old browser"))).toHaveLength(1);
    expect(crm.requests.filter((request) => request.body.includes("old browser"))).toHaveLength(1);
    expect(await heldIds(server)).toEqual([]);

    const again = await leadsCli(server, ["release", id]).catch((error: unknown) => error);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining("not held") });
    expect(await server.api.stores.messages.jobsOf(id)).toHaveLength(2);
  });

  it("holds every message of a blocklisted address or domain, from either form, until it is removed", async () => {
    const parts = await deliveringServer(await databaseUrl());
    const { server } = parts;
    const added = await leadsCli(server, ["block", "add", "Spammer@Example.com", "@junk.example"]);
    expect(added.stdout).toContain("spammer@example.com: added to the blocklist");
    expect((await leadsCli(server, ["block", "list"])).stdout).toBe(
      "junk.example\nspammer@example.com\n",
    );
    const refused = await leadsCli(server, ["block", "add", "not an entry"]).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 2 });

    const fromAddress = await sent(server, validMessage({ email: "spammer+x@example.com" }));
    const fromDomain = await sent(server, validMessage({ email: "bot@mail.junk.example" }));
    await sentByPlainForm(server, "spammer@example.com");
    const { mails, webhooks } = await drained(parts, [fromAddress, fromDomain]);
    expect([mails, webhooks]).toEqual([[], []]);
    const held = await server.api.stores.messages.list({ status: "held" });
    expect(held.map((message) => message.holdReason)).toEqual(["blocked", "blocked", "blocked"]);
    expect(held.map((message) => message.id)).toEqual(
      expect.arrayContaining([fromAddress, fromDomain]),
    );

    await leadsCli(server, ["block", "remove", "junk.example"]);
    const after = await sent(server, validMessage({ email: "bot@mail.junk.example" }));
    expect((await untilSettled(server, after)).map((job) => job.status)).toEqual(["sent", "sent"]);
  });
});

describe("two instances on one PostgreSQL", () => {
  it("share the signing secret and the replay store: a proof used on one is replayed on the other", async () => {
    const databaseUrl = await createDatabase(inject("postgresUrl"), "held_two");
    const first = await deliveringServer(databaseUrl);
    const second = await deliveringServer(databaseUrl);
    const proof = await proofFromServer(first.server.url);
    const used = await sent(second.server, validMessage({ message: "Solved on one.", proof }));
    const replayed = await sent(first.server, validMessage({ message: "Sent again.", proof }));
    await until(async () => (await first.server.api.stores.messages.get(used))?.status === "sent", {
      what: "the first use delivered",
    });
    const replay = await first.server.api.stores.messages.get(replayed);
    expect([replay?.status, replay?.holdReason]).toEqual(["held", "proof-replayed"]);
  });
});
