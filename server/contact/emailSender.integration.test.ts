import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  postJson,
  startApiServer,
  untilSettled,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";
import { visibleText } from "../../tests/support/mailHtml";
import { storedMessageIdOf } from "../../tests/support/parseMail";
import { proofFromServer } from "../../tests/support/proofs";
import { smtpSink, type SmtpSink } from "../../tests/support/smtpSink";
import { sqliteStores } from "../../tests/support/stores";

describe("POST /api/emailSender", () => {
  let sink: SmtpSink;
  let server: ApiServer;

  beforeAll(async () => {
    sink = await smtpSink();
    await sink.start();
    server = await startApiServer({
      SMTP_URL: sink.url,
      MAIL_TO: "sales@auditready.example",
      MAIL_FROM: "AuditReady website <website@auditready.example>",
      RATE_LIMITS: "off",
    });
  });
  afterAll(async () => {
    await server.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.mails.length = 0;
  });
  /** The mails of one stored message: a mail of an earlier test may still arrive during this one. */
  const mailsOf = (id: string) => sink.mails.filter((mail) => storedMessageIdOf(mail) === id);

  it("answers 200 with the id only once the message is on disk, echoes X-Request-ID and mails it", async () => {
    const response = await postJson(server.url, validMessage(), {
      "X-Request-ID": "req-test-0001",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-ID")).toBe("req-test-0001");
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body).toEqual({ ok: true, id: expect.any(String) });

    // A second connection to the file sees the committed row.
    const reader = sqliteStores(path.join(server.dataDir, "messages.sqlite"));
    const stored = await reader.messages.get(body.id);
    await reader.engine.close();
    expect(stored).toMatchObject({ requestId: "req-test-0001", lang: "en" });
    expect(stored?.fields).toEqual({
      firstName: "Anna",
      lastName: "de Vries",
      email: "anna@example.nl",
      company: "Kaasmakerij Noord B.V.",
      phone: "+31 6 1234 5678",
      message: "We prepare for BRCGS in March. Could you show us the CAPA tracking?",
    });

    const [mail] = await sink.waitFor(1);
    expect(mail?.headers.get("to")).toBe("sales@auditready.example");
    expect(mail?.headers.get("from")).toBe("AuditReady website <website@auditready.example>");
    expect(mail?.headers.get("reply-to")).toBe("Anna de Vries <anna@example.nl>");
    expect(mail?.headers.get("subject")).toBe(
      "Contact request from Anna de Vries (Kaasmakerij Noord B.V.)",
    );
    expect(mail?.headers.get("message-id")).toContain(body.id);
    expect(mail?.text).toContain("Could you show us the CAPA tracking?");
    expect(mail?.html).toContain("Could you show us the CAPA tracking?");
  });

  it("keeps the visitor's language from Accept-Language and ignores unknown fields", async () => {
    const response = await postJson(
      server.url,
      validMessage({ isAdmin: true, __proto__: { polluted: 1 }, extra: "x".repeat(100) }),
      { "Accept-Language": "nl-NL,nl;q=0.9,en;q=0.5" },
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const stored = await server.api.stores.messages.get(id);
    expect(stored?.lang).toBe("nl");
    expect(Object.keys(stored?.fields ?? {}).sort()).toEqual(
      ["company", "email", "firstName", "lastName", "message", "phone"].sort(),
    );
    await sink.waitFor(1);
  });

  it("accepts markup as a legitimate message: stored as written, shown as text in the mail", async () => {
    const message = `<script>alert("x")</script> <img src=x onerror=alert(1)> Tom & Jerry's "plan"\nline two`;
    const response = await postJson(
      server.url,
      validMessage({ firstName: "O'Brien", company: "Smith & Sons <Ltd>", message }),
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect((await server.api.stores.messages.get(id))?.fields).toMatchObject({
      firstName: "O'Brien",
      company: "Smith & Sons <Ltd>",
      message,
    });
    const [mail] = await sink.waitFor(1);
    expect(mail?.headers.get("subject")).toBe(
      "Contact request from O'Brien de Vries (Smith & Sons <Ltd>)",
    );
    expect(mail?.text).toContain(message);
    const shown = visibleText(mail?.html ?? "");
    expect(shown).toContain(message.replace("\n", " "));
    expect(shown).toContain("Smith & Sons <Ltd>");
    expect(mail?.html).not.toMatch(/<script|<img/i);
  });

  it("accepts a message sent in chunks, without Content-Length, and stores it whole", async () => {
    const text = "Sent in two chunks, the way a proxy may pass it on.";
    const proof = await proofFromServer(server.url);
    const bytes = new TextEncoder().encode(JSON.stringify(validMessage({ message: text, proof })));
    const response = await fetch(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, 40));
          controller.enqueue(bytes.slice(40));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect((await server.api.stores.messages.get(id))?.fields.message).toBe(text);
  });

  it("quarantines a filled honeypot: answers like a success, mails nothing", async () => {
    const response = await postJson(
      server.url,
      validMessage({ website: "http://cheap-pills.example" }),
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect((await server.api.stores.messages.get(id))?.status).toBe("quarantined");
    expect(await server.api.stores.messages.jobsOf(id)).toEqual([]);
    expect(mailsOf(id)).toEqual([]);
  });

  it("answers a repeated Idempotency-Key with the first outcome and sends one mail", async () => {
    const key = crypto.randomUUID();
    const body = validMessage();
    const first = await postJson(server.url, body, { "Idempotency-Key": key });
    const again = await postJson(
      server.url,
      { ...body, timestamp: new Date(Date.now() + 5000).toISOString() },
      { "Idempotency-Key": key },
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const answer = (await first.json()) as { id: string };
    expect(await again.json()).toEqual(answer);
    await untilSettled(server, answer.id);
    expect(mailsOf(answer.id).length).toBe(1);
  });

  it("refuses the same Idempotency-Key with a different body (422), mailing only the first", async () => {
    const key = crypto.randomUUID();
    const first = await postJson(server.url, validMessage(), { "Idempotency-Key": key });
    expect(first.status).toBe(200);
    const other = await postJson(server.url, validMessage({ message: "Something else entirely" }), {
      "Idempotency-Key": key,
    });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { message: string }).message).toMatch(/different message/);
    const { id } = (await first.json()) as { id: string };
    await untilSettled(server, id);
    expect(mailsOf(id).length).toBe(1);
    expect(sink.mails.filter((mail) => mail.text.includes("Something else entirely"))).toEqual([]);
  });

  it("answers concurrent repeats of one key with 200 or 409 (in progress), never two messages", async () => {
    const key = crypto.randomUUID();
    const body = validMessage();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postJson(server.url, body, { "Idempotency-Key": key })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    const ids = new Set(
      await Promise.all(
        responses
          .filter((r) => r.status === 200)
          .map(async (r) => ((await r.json()) as { id: string }).id),
      ),
    );
    expect(ids.size).toBe(1);
    const [id = ""] = ids;
    await untilSettled(server, id);
    expect(mailsOf(id).length).toBe(1);
  });

  it("reports storage writable and the pending and failed counts", async () => {
    const response = await fetch(`${server.baseURL}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      storage: "writable",
      pending: expect.any(Number),
      failed: 0,
      held: 0,
      channels: {
        mail: { pending: expect.any(Number), failed: 0 },
        webhook: { pending: 0, failed: 0 },
        slack: { pending: 0, failed: 0 },
        calendar: { pending: 0, failed: 0 },
        teams: { pending: 0, failed: 0 },
      },
    });
  });

  it("writes JSON log lines with the request id but without addresses or message text", () => {
    const lines = server.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.some(
        (line) => line.requestId === "req-test-0001" && line.msg === "contact: message stored",
      ),
    ).toBe(true);
    expect(
      lines.some(
        (line) =>
          line.requestId === "req-test-0001" &&
          line.msg === "outbox: delivered" &&
          line.channel === "mail",
      ),
    ).toBe(true);
    const all = server.logs.join("\n");
    expect(all).not.toContain("anna@example.nl");
    expect(all).not.toContain("CAPA tracking");
    expect(all).not.toContain("Kaasmakerij");
  });
});
