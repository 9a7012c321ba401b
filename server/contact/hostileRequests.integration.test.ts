import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiServer, validMessage, type ApiServer } from "../../tests/support/apiServer";
import { smtpSink, type SmtpSink } from "../../tests/support/smtpSink";

interface Case {
  name: string;
  status: 400 | 403 | 405 | 413 | 415;
  /** A field the answer must name in `errors`, for validation failures. */
  field?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string | null;
  method?: string;
  headers?: Record<string, string>;
}

const json = (overrides: Record<string, unknown>) => JSON.stringify(validMessage(overrides));
const without = (field: string) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(validMessage()).filter(([name]) => name !== field)),
  );
const mb = "x".repeat(1024 * 1024);

const cases: Case[] = [
  { name: "no content type", status: 415, body: json({}), contentType: null },
  { name: "text/plain", status: 415, body: json({}), contentType: "text/plain" },
  { name: "form fields declared as JSON", status: 400, body: "firstName=Anna" },
  { name: "multipart", status: 415, body: "--x--", contentType: "multipart/form-data; boundary=x" },
  { name: "json-patch", status: 415, body: json({}), contentType: "application/json-patch+json" },
  { name: "xml", status: 415, body: "<a/>", contentType: "application/xml" },
  { name: "empty body", status: 400, body: "" },
  { name: "truncated JSON", status: 400, body: '{"firstName": "An' },
  { name: "JSON with a trailing comma", status: 400, body: '{"firstName": "Anna",}' },
  { name: "null", status: 400, body: "null" },
  { name: "an array", status: 400, body: json({}).replace(/^/, "[").replace(/$/, "]") },
  { name: "a string", status: 400, body: '"hello"' },
  { name: "a number", status: 400, body: "42" },
  { name: "true", status: 400, body: "true" },
  { name: "deeply nested arrays", status: 400, body: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  {
    name: "invalid UTF-8",
    status: 400,
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  },
  { name: "an empty object", status: 400, field: "firstName", body: "{}" },
  { name: "missing firstName", status: 400, field: "firstName", body: without("firstName") },
  { name: "missing lastName", status: 400, field: "lastName", body: without("lastName") },
  { name: "missing email", status: 400, field: "email", body: without("email") },
  { name: "missing company", status: 400, field: "company", body: without("company") },
  { name: "missing message", status: 400, field: "message", body: without("message") },
  { name: "missing timestamp", status: 400, field: "timestamp", body: without("timestamp") },
  { name: "firstName a number", status: 400, field: "firstName", body: json({ firstName: 42 }) },
  { name: "lastName null", status: 400, field: "lastName", body: json({ lastName: null }) },
  {
    name: "email an array",
    status: 400,
    field: "email",
    body: json({ email: ["a@b.nl", "c@d.nl"] }),
  },
  {
    name: "company an object",
    status: 400,
    field: "company",
    body: json({ company: { name: "X" } }),
  },
  { name: "message a boolean", status: 400, field: "message", body: json({ message: true }) },
  { name: "phone a number", status: 400, field: "phone", body: json({ phone: 612345678 }) },
  {
    name: "operator object in message",
    status: 400,
    field: "message",
    body: json({ message: { $gt: "" } }),
  },
  {
    name: "all fields empty",
    status: 400,
    field: "email",
    body: json({ firstName: "", lastName: "", email: "", company: "", message: "" }),
  },
  {
    name: "whitespace-only name",
    status: 400,
    field: "firstName",
    body: json({ firstName: "   \t " }),
  },
  {
    name: "CR/LF and Bcc: in firstName",
    status: 400,
    field: "firstName",
    body: json({ firstName: "Anna\r\nBcc: victim@example.com" }),
  },
  { name: "LF in lastName", status: 400, field: "lastName", body: json({ lastName: "de\nVries" }) },
  {
    name: "NUL in company",
    status: 400,
    field: "company",
    body: json({ company: "Kaas\u0000Co" }),
  },
  {
    name: "CR/LF and Bcc: in email",
    status: 400,
    field: "email",
    body: json({ email: "anna@example.nl\r\nBcc: victim@example.com" }),
  },
  {
    name: "Bcc: in email",
    status: 400,
    field: "email",
    body: json({ email: "Bcc: victim@example.com" }),
  },
  {
    name: "two addresses in email",
    status: 400,
    field: "email",
    body: json({ email: "anna@example.nl, victim@example.com" }),
  },
  {
    name: "display name in email",
    status: 400,
    field: "email",
    body: json({ email: "Eve <eve@evil.example>" }),
  },
  {
    name: "email without domain dot",
    status: 400,
    field: "email",
    body: json({ email: "anna@localhost" }),
  },
  {
    name: "email too long",
    status: 400,
    field: "email",
    body: json({ email: `${"a".repeat(250)}@example.nl` }),
  },
  {
    name: "NUL in email",
    status: 400,
    field: "email",
    body: json({ email: "anna\u0000@example.nl" }),
  },
  {
    name: "CR/LF in phone",
    status: 400,
    field: "phone",
    body: json({ phone: "0612\r\nBcc: x@y.nl" }),
  },
  {
    name: "NUL in message",
    status: 400,
    field: "message",
    body: json({ message: "hello\u0000world" }),
  },
  {
    name: "escape sequence in message",
    status: 400,
    field: "message",
    body: json({ message: "\u001b[31mred" }),
  },
  {
    name: "line separator in firstName",
    status: 400,
    field: "firstName",
    body: json({ firstName: "Anna\u2028Bcc: x@y.nl" }),
  },
  {
    name: "firstName too long",
    status: 400,
    field: "firstName",
    body: json({ firstName: "A".repeat(101) }),
  },
  {
    name: "message too long",
    status: 400,
    field: "message",
    body: json({ message: "m".repeat(5001) }),
  },
  {
    name: "timestamp not a date",
    status: 400,
    field: "timestamp",
    body: json({ timestamp: "yesterday" }),
  },
  {
    name: "timestamp a number",
    status: 400,
    field: "timestamp",
    body: json({ timestamp: Date.now() }),
  },
  {
    name: "honeypot an object",
    status: 400,
    field: "website",
    body: json({ website: { url: "x" } }),
  },
  { name: "a megabyte message", status: 413, body: json({ message: mb }) },
  { name: "a megabyte name", status: 413, body: json({ firstName: mb }) },
  { name: "40 KB of padding", status: 413, body: json({ padding: "p".repeat(40 * 1024) }) },
  {
    name: "Idempotency-Key with spaces",
    status: 400,
    body: json({}),
    headers: { "Idempotency-Key": "a b c" },
  },
  {
    name: "Idempotency-Key too long",
    status: 400,
    body: json({}),
    headers: { "Idempotency-Key": "k".repeat(300) },
  },
  {
    name: "a disallowed origin",
    status: 403,
    body: json({}),
    headers: { Origin: "https://evil.example" },
  },
  { name: "the opaque origin null", status: 403, body: json({}), headers: { Origin: "null" } },
  { name: "GET", status: 405, method: "GET" },
  { name: "PUT", status: 405, method: "PUT", body: json({}) },
  { name: "DELETE", status: 405, method: "DELETE" },
];

describe("hostile and broken requests", () => {
  let sink: SmtpSink;
  let server: ApiServer;

  beforeAll(async () => {
    sink = await smtpSink();
    await sink.start();
    server = await startApiServer({ SMTP_URL: sink.url, RATE_LIMITS: "off" });
  });
  afterAll(async () => {
    await server.close();
    await sink.stop();
  });

  it("has a table of at least 50 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  it.each(cases)("$name → $status with a clear message", async (testCase) => {
    const headers: Record<string, string> = { Accept: "application/json", ...testCase.headers };
    if (testCase.contentType !== null)
      headers["Content-Type"] = testCase.contentType ?? "application/json";
    const response = await fetch(server.url, {
      method: testCase.method ?? "POST",
      headers,
      body: testCase.body,
    });
    expect(response.status).toBe(testCase.status);
    const answer = (await response.json()) as { message: string; errors?: Record<string, string> };
    expect(answer.message).toMatch(/\w{3,}/);
    expect(answer.message).not.toMatch(/error|exception|undefined|stack/i);
    if (testCase.field) expect(answer.errors?.[testCase.field]).toMatch(/\w{3,}/);
  });

  it("answers in Dutch when the visitor's page is Dutch", async () => {
    const response = await fetch(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "nl" },
      body: json({ email: "geen-adres", message: "" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Verbeter de gemarkeerde velden.",
      errors: { email: "Ongeldig e-mailadres", message: "Bericht is verplicht" },
    });
    const tooLarge = await fetch(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "nl" },
      body: json({ message: mb }),
    });
    expect(((await tooLarge.json()) as { message: string }).message).toBe(
      "Uw bericht is te groot om te versturen. Maak het wat korter.",
    );
  });

  it("cuts off a chunked upload (no Content-Length) as soon as it passes 32 KB", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 1024 * 1024) return controller.close();
        sent += 16 * 1024;
        controller.enqueue(new TextEncoder().encode("x".repeat(16 * 1024)));
      },
    });
    const response = await fetch(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("stored and mailed none of them", async () => {
    // Every one was answered, and a message is stored before its answer: none will come later.
    // With no message, the outbox has no job that could mail one.
    expect(await server.api.stores.messages.list({})).toEqual([]);
    expect(sink.attempts()).toBe(0);
  });
});
