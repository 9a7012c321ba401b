import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { freePort } from "../../tests/e2e/support/testServer";
import {
  leadsCli,
  sendMessage as send,
  startApiServer,
  untilSettled,
  type ApiServer,
} from "../../tests/support/apiServer";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { smtpSink, type SmtpSink } from "../../tests/support/smtpSink";
import { storedMessage } from "../../tests/support/storedMessage";
import { until } from "../../tests/support/until";
import { smtpTransport } from "./mail/transport";
import { leadRenderings } from "../contact/leadRenderings";
import { DeliveryWorker } from "./deliveryWorker";
import { sqliteStores } from "../../tests/support/stores";

const fastRetries = { OUTBOX_RETRY_BASE_MS: "100", OUTBOX_RETRY_CAP_MS: "300", RATE_LIMITS: "off" };
const cleanup = cleanupAfterEach();

async function sinkFor(options: Parameters<typeof smtpSink>[0] = {}): Promise<SmtpSink> {
  const sink = await smtpSink(options);
  await sink.start();
  cleanup(() => sink.stop());
  return sink;
}

async function serverWith(env: Record<string, string>): Promise<ApiServer> {
  const server = await startApiServer({ ...fastRetries, ...env });
  cleanup(() => server.close());
  return server;
}

describe("delivery when SMTP fails", () => {
  it("accepts a message while SMTP is down and delivers it once SMTP is back", async () => {
    const port = await freePort();
    const server = await serverWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const id = await send(server);
    await until(async () => ((await server.api.stores.messages.get(id))?.attempts ?? 0) >= 2);
    expect((await server.api.stores.messages.get(id))?.status).toBe("pending");

    const sink = await sinkFor({ port });
    const [mail] = await sink.waitFor(1);
    expect(mail?.headers.get("message-id")).toContain(id);
    await untilSettled(server, id);
    expect((await server.api.stores.messages.get(id))?.status).toBe("sent");
    expect(sink.mails.length).toBe(1);
  });

  it("retries after 451 and sends exactly one mail when the server then answers 250", async () => {
    const sink = await sinkFor({
      reply: (attempt) => (attempt === 1 ? { code: 451, message: "Try again later" } : "accept"),
    });
    const server = await serverWith({ SMTP_URL: sink.url });
    const id = await send(server);
    await sink.waitFor(1);
    await untilSettled(server, id);
    expect((await server.api.stores.messages.get(id))?.status).toBe("sent");
    expect(sink.attempts()).toBe(2);
    expect(sink.mails.length).toBe(1);
    expect((await server.api.stores.messages.get(id))?.attempts).toBe(2);
  });

  it("marks a message failed on 550, keeps it, shows it in `leads list` and resends it on `leads retry`", async () => {
    let refuse = true;
    const sink = await sinkFor({
      reply: () => (refuse ? { code: 550, message: "Mailbox unavailable" } : "accept"),
    });
    const server = await serverWith({ SMTP_URL: sink.url });
    const id = await send(server);
    await untilSettled(server, id);
    expect((await server.api.stores.messages.get(id))?.status).toBe("failed");
    expect(sink.attempts()).toBe(1);
    const stored = await server.api.stores.messages.get(id);
    expect(stored?.lastError).toContain("550");
    expect(stored?.fields.email).toBe("anna@example.nl");

    const health = await (await fetch(`${server.baseURL}/api/health`)).json();
    expect(health).toMatchObject({ failed: 1, pending: 0 });

    const cli = (...args: string[]) => leadsCli(server, args);
    const list = await cli("list", "--status", "failed");
    expect(list.stdout).toContain(id);
    expect(list.stdout).toMatch(/failed/);
    expect(list.stdout).toContain("Anna de Vries (Kaasmakerij Noord B.V.)");
    expect((await cli("show", id)).stdout).toContain("550");

    refuse = false;
    expect((await cli("retry", id)).stdout).toContain(id);
    await sink.waitFor(1);
    await until(async () => (await server.api.stores.messages.get(id))?.status === "sent");
  });

  it("exports CSV that a spreadsheet cannot run as formulas", async () => {
    const server = await serverWith({ SMTP_URL: "smtp://127.0.0.1:1" });
    await send(server, {
      company: '=HYPERLINK("http://evil.example","Click")',
      message: '+31 6 12, "quoted"\nsecond line',
    });
    const { stdout } = await leadsCli(server, ["export", "--csv"]);
    const [header, row] = stdout.split("\n");
    expect(header).toContain('"id","received","status","attempts","language","form","first_name"');
    expect(row).toContain('"en","enhanced","Anna"');
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(stdout).toContain(`"'+31 6 12, ""quoted""\nsecond line"`);
  });

  it("gives up after the delivery window and marks the message failed", async () => {
    const sink = await sinkFor({ reply: () => ({ code: 421, message: "Service not available" }) });
    const dir = mkdtempSync(path.join(tmpdir(), "expiry-"));
    const stores = sqliteStores(path.join(dir, "messages.sqlite"));
    cleanup(async () => {
      await stores.engine.close();
      rmSync(dir, { recursive: true, force: true });
    });
    let now = Date.UTC(2026, 0, 1);
    const transport = smtpTransport(sink.url);
    cleanup(async () => transport.close());
    const worker = new DeliveryWorker({
      messages: stores.messages,
      transport,
      renderings: leadRenderings(6),
      logger: pino({ level: "silent" }),
      mail: {
        from: "site@auditready.example",
        to: "sales@auditready.example",
        inboxLang: "en",
        productName: "AuditReady",
      },
      pollMs: 1000,
      leaseMs: 60_000,
      batchSize: 10,
      schedule: { baseMs: 30_000, capMs: 30 * 60_000 },
      now: () => now,
    });
    const message = storedMessage(now, 96 * 3_600_000);
    await stores.messages.insert(message);
    const { id } = message;
    expect(await worker.deliverDue()).toBe(1);
    expect((await stores.messages.get(id))?.status).toBe("pending");
    now += 95 * 3_600_000;
    expect(await worker.deliverDue()).toBe(1);
    expect((await stores.messages.get(id))?.status).toBe("pending");
    now += 2 * 3_600_000;
    expect(await worker.deliverDue()).toBe(1);
    expect(await stores.messages.get(id)).toMatchObject({ status: "failed", attempts: 3 });
    expect((await stores.messages.get(id))?.lastError).toMatch(/^gave up: .*421/);
  });
});

describe("confirmation mail (MAIL_CONFIRMATION)", () => {
  it("also mails the visitor, in their language, promising a reply within 24 hours", async () => {
    const sink = await sinkFor();
    const server = await serverWith({ SMTP_URL: sink.url, MAIL_CONFIRMATION: "true" });
    await send(server, {}, { "Accept-Language": "nl" });
    const mails = await sink.waitFor(2);
    const confirmation = mails.find((mail) => mail.headers.get("to")?.includes("anna@example.nl"));
    expect(confirmation?.headers.get("subject")).toBe(
      "Wij hebben uw bericht ontvangen – AuditReady",
    );
    expect(confirmation?.text).toContain("reageren binnen 24 uur");
    expect(confirmation?.text).toContain("Could you show us the CAPA tracking?");
  });
});
