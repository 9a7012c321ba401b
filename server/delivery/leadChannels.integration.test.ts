import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  leadsCli,
  sendMessage as send,
  startApiServer,
  untilSettled,
  type ApiServer,
} from "../../tests/support/apiServer";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { smtpSink, type SmtpSink } from "../../tests/support/smtpSink";
import { until } from "../../tests/support/until";
import { webhookReceiver, type ReceivedRequest } from "../../tests/support/webhookReceiver";
import { targetKey } from "../config/leadTargets";
import type { JobStatus } from "../storage/outboxJobs";
import { databaseBackends } from "../../tests/support/databaseBackends";

const fastRetries = { OUTBOX_RETRY_BASE_MS: "100", OUTBOX_RETRY_CAP_MS: "300", RATE_LIMITS: "off" };
const cleanup = cleanupAfterEach();

const backends = databaseBackends("leads");

async function receiver(options: Parameters<typeof webhookReceiver>[0] = {}) {
  const started = await webhookReceiver(options);
  await started.start();
  cleanup(() => started.stop());
  return started;
}

async function sink(): Promise<SmtpSink> {
  const started = await smtpSink();
  await started.start();
  cleanup(() => started.stop());
  return started;
}

const payloadOf = (request: ReceivedRequest) =>
  JSON.parse(request.body) as { type: string; data: { id: string; message: string } };

describe.each(backends)("leads to webhooks and Slack ($name)", ({ databaseUrl }) => {
  async function serverWith(env: Record<string, string>): Promise<ApiServer> {
    const server = await startApiServer({
      ...fastRetries,
      DATABASE_URL: await databaseUrl(),
      ...env,
    });
    cleanup(() => server.close());
    return server;
  }

  /** Waits until no job of the message is pending: from then on nothing more is sent. */
  async function settled(server: ApiServer, id: string): Promise<Map<string, JobStatus>> {
    const jobs = await untilSettled(server, id);
    return new Map(jobs.map((job) => [`${job.channel}:${job.target}`, job.status]));
  }

  it("delivers one message to two signed webhook targets and the inbox, each exactly once", async () => {
    const [a, b, inbox] = [await receiver(), await receiver(), await sink()];
    const server = await serverWith({
      SMTP_URL: inbox.url,
      LEAD_WEBHOOKS: `${a.entry} ${b.entry}`,
    });
    const id = await send(server, { message: "Two targets & an inbox" });
    const statuses = await settled(server, id);
    expect([...statuses.values()]).toEqual(["sent", "sent", "sent"]);

    for (const target of [a, b]) {
      expect(target.requests.length).toBe(1);
      const [request] = target.requests;
      expect(request?.verified).toBe(true);
      expect(request?.headers["content-type"]).toBe("application/json");
      expect(request?.headers["webhook-id"]).toBe(`msg_${id}`);
      expect(payloadOf(request as ReceivedRequest)).toMatchObject({
        type: "contact.message.created",
        data: { id, message: "Two targets & an inbox", firstName: "Anna" },
      });
    }
    expect(inbox.mails.length).toBe(1);

    // The receivers' check is real: a tampered body or an old timestamp does not pass.
    const request = a.requests[0] as ReceivedRequest;
    const verifier = new Webhook(a.secret);
    expect(() => verifier.verify(request.body, request.headers)).not.toThrow();
    expect(() => verifier.verify(request.body.replace("Anna", "Eve"), request.headers)).toThrow();
    const old = new Date(Date.now() - 10 * 60_000);
    const replayed = {
      ...request.headers,
      "webhook-timestamp": String(Math.floor(old.getTime() / 1000)),
      "webhook-signature": verifier.sign(request.headers["webhook-id"] ?? "", old, request.body),
    };
    expect(() => verifier.verify(request.body, replayed)).toThrow(/too old/);
    expect(() => new Webhook(b.secret).verify(request.body, request.headers)).toThrow();
  });

  it("retries a target that answers 500 twice with the same webhook-id, then marks it delivered", async () => {
    const flaky = await receiver({ reply: (n) => ({ status: n <= 2 ? 500 : 200 }) });
    const server = await serverWith({ LEAD_WEBHOOKS: flaky.entry });
    const id = await send(server);
    await settled(server, id);
    const webhookJob = (await server.api.stores.messages.jobsOf(id)).find(
      (j) => j.channel === "webhook",
    );
    expect(webhookJob).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(flaky.requests.length).toBe(3);
    expect(flaky.requests.every((request) => request.verified)).toBe(true);
    expect(new Set(flaky.requests.map((request) => request.headers["webhook-id"]))).toEqual(
      new Set([`msg_${id}`]),
    );
    expect(new Set(flaky.requests.map((request) => request.body)).size).toBe(1);
  });

  it("fails a 410 delivery after one attempt, logs the target once, and still delivers the mail and the other target", async () => {
    const gone = await receiver({ reply: () => ({ status: 410 }) });
    const fine = await receiver();
    const inbox = await sink();
    const server = await serverWith({
      SMTP_URL: inbox.url,
      LEAD_WEBHOOKS: `${gone.entry} ${fine.entry}`,
    });
    const ids = [await send(server), await send(server)];
    for (const id of ids) {
      await settled(server, id);
      const jobs = await server.api.stores.messages.jobsOf(id);
      expect(jobs.map((job) => [job.channel, job.status, job.attempts, job.lastError])).toEqual([
        ["mail", "sent", 1, null],
        ["webhook", "failed", 1, "HTTP 410"],
        ["webhook", "sent", 1, null],
      ]);
    }
    // A 410 fails that delivery only: the second message was still offered to the target.
    expect(gone.requests.length).toBe(2);
    expect(fine.requests.length).toBe(2);
    expect(inbox.mails.length).toBe(2);

    const health = (await (await fetch(`${server.baseURL}/api/health`)).json()) as Record<
      string,
      unknown
    >;
    expect(health.channels).toEqual({
      mail: { pending: 0, failed: 0 },
      webhook: { pending: 0, failed: 2 },
      slack: { pending: 0, failed: 0 },
      calendar: { pending: 0, failed: 0 },
      teams: { pending: 0, failed: 0 },
    });

    const refusals = server.logs.filter((line) => line.includes("refuses deliveries"));
    expect(refusals.length).toBe(1);
    expect(refusals[0]).toContain("HTTP 410");
    expect(refusals[0]).toContain(`http://127.0.0.1:${gone.port} #`);
    for (const line of server.logs) {
      expect(line).not.toContain(new URL(gone.url).pathname);
      expect(line).not.toContain(gone.secret.slice(6));
    }
  });

  it("waits at least as long as Retry-After: 2 before trying again", async () => {
    const busy = await receiver({
      reply: (n) => (n === 1 ? { status: 429, headers: { "Retry-After": "2" } } : { status: 200 }),
    });
    const server = await serverWith({ LEAD_WEBHOOKS: busy.entry });
    await send(server);
    const [first, second] = await busy.waitFor(2);
    expect((second?.arrivedAt ?? 0) - (first?.arrivedAt ?? 0)).toBeGreaterThanOrEqual(2000);
    expect(second?.verified).toBe(true);
  });

  it("delivers everything to a target that was down for a while once it is up", async () => {
    const target = await receiver();
    await target.stop();
    const server = await serverWith({ LEAD_WEBHOOKS: target.entry });
    const ids = [await send(server), await send(server), await send(server)];
    await until(async () => {
      const jobs = await Promise.all(ids.map((id) => server.api.stores.messages.jobsOf(id)));
      return jobs.flat().every((job) => job.channel !== "webhook" || job.attempts >= 2);
    });
    const down = await server.api.stores.messages.jobsOf(ids[0] ?? "");
    expect(down.find((job) => job.channel === "webhook")?.lastError).toMatch(/ECONNREFUSED/);

    await target.start();
    for (const id of ids) await settled(server, id);
    const delivered = target.requests.map((request) => payloadOf(request).data.id).sort();
    expect(delivered).toEqual([...ids].sort());
    expect(target.requests.every((request) => request.verified)).toBe(true);
  });

  it("sends a delivery that outlasts its lease once, not again from the same worker", async () => {
    const slow = await receiver({ delayMs: 1000 });
    const server = await serverWith({ LEAD_WEBHOOKS: slow.entry, OUTBOX_LEASE_MS: "200" });
    const id = await send(server);
    expect((await settled(server, id)).get(`webhook:${targetKey(slow.url)}`)).toBe("sent");
    expect(slow.requests.length).toBe(1);
  });

  it("posts an escaped Slack summary that cannot ping or link", async () => {
    const slack = await receiver();
    const server = await serverWith({ LEAD_SLACK_WEBHOOK_URL: slack.url });
    const id = await send(server, {
      company: "Kaas & Co",
      message: "Hello <!channel> see <http://x|y> & thanks @here",
    });
    const [request] = await slack.waitFor(1);
    const { text } = JSON.parse(request?.body ?? "{}") as { text: string };
    expect(text).toContain("&lt;!channel&gt;");
    expect(text).toContain("&lt;http://x|y&gt;");
    expect(text).toContain("Kaas &amp; Co");
    expect(text).toContain("&amp; thanks");
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain("@here");
    expect(text).toContain(id);
    expect((await settled(server, id)).get("slack:")).toBe("sent");
  });

  it("`leads show` lists each channel and `leads retry --channel webhook` re-sends only the failed webhook", async () => {
    let refuse = true;
    const picky = await receiver({ reply: () => ({ status: refuse ? 400 : 200 }) });
    const fine = await receiver();
    const slack = await receiver();
    const inbox = await sink();
    const env = {
      SMTP_URL: inbox.url,
      LEAD_WEBHOOKS: `${picky.entry} ${fine.entry}`,
      LEAD_SLACK_WEBHOOK_URL: slack.url,
    };
    const server = await serverWith(env);
    const id = await send(server);
    await settled(server, id);

    const shown = (await leadsCli(server, ["show", id], env)).stdout;
    expect(shown).toMatch(/mail to the inbox: sent/);
    expect(shown).toMatch(
      new RegExp(`webhook http://127.0.0.1:${picky.port} #\\w+: failed .*HTTP 400`),
    );
    expect(shown).toMatch(new RegExp(`webhook http://127.0.0.1:${fine.port} #\\w+: sent`));
    expect(shown).toMatch(/lead → Slack: sent/);
    expect(shown).not.toContain(new URL(picky.url).pathname);

    await expect(leadsCli(server, ["retry", id, "--channel", "slack"], env)).rejects.toMatchObject({
      code: 1,
    });
    refuse = false;
    expect((await leadsCli(server, ["retry", id, "--channel", "webhook"], env)).stdout).toContain(
      "1 failed delivery is back",
    );
    await picky.waitFor(2);
    const statuses = await settled(server, id);
    expect([...statuses.values()].every((status) => status === "sent")).toBe(true);
    expect(picky.requests.length).toBe(2);
    expect(picky.requests[1]?.headers["webhook-id"]).toBe(`msg_${id}`);
    expect(picky.requests[1]?.verified).toBe(true);
    expect(fine.requests.length).toBe(1);
    expect(slack.requests.length).toBe(1);
    expect(inbox.mails.length).toBe(1);
  });
});
