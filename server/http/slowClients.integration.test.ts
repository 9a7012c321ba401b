import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bookingPath } from "../../common/bookingPath";
import { startApiServer, type ApiServer } from "../../tests/support/apiServer";
import { bookableAllDay } from "../../tests/support/bookingVisitor";
import { until } from "../../tests/support/until";

const calendars = mkdtempSync(path.join(tmpdir(), "slow-clients-"));
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({
    REQUEST_TIMEOUT_MS: "1000",
    HEADERS_TIMEOUT_MS: "1000",
    ...bookableAllDay,
    BOOKING_CALENDAR_FILE: path.join(calendars, "team.ics"),
  });
});
afterAll(async () => {
  await server.close();
  rmSync(calendars, { recursive: true, force: true });
});

/** A raw connection that sends `text` and keeps quiet; resolves with what came back once the server closes it. */
function stall(text: string): {
  closed: Promise<{ answer: string; ms: number }>;
  socket: net.Socket;
} {
  const { port } = new URL(server.baseURL);
  const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(text));
  const started = performance.now();
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
  socket.on("error", () => undefined);
  const closed = new Promise<{ answer: string; ms: number }>((resolve) =>
    socket.on("close", () => resolve({ answer, ms: Math.round(performance.now() - started) })),
  );
  return { closed, socket };
}

/** The booking endpoints that read a body (the contact endpoint's are above), as each takes it. */
const bodies = [
  { path: bookingPath, type: "application/json", start: '{"token":"abc",' },
  { path: bookingPath, type: "application/x-www-form-urlencoded", start: "token=abc&" },
  { path: `${bookingPath}/cancel`, type: "application/x-www-form-urlencoded", start: "b=1&" },
  { path: `${bookingPath}/reschedule`, type: "application/x-www-form-urlencoded", start: "b=1&" },
];

function postHead(
  requestId: string,
  contentLength: number,
  target = { path: "/api/emailSender", type: "application/json" },
): string {
  return [
    `POST ${target.path} HTTP/1.1`,
    "Host: 127.0.0.1",
    `Content-Type: ${target.type}`,
    `Content-Length: ${contentLength}`,
    `X-Request-ID: ${requestId}`,
    "",
    "",
  ].join("\r\n");
}

const parsed = () => server.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
const linesOf = (requestId: string) => parsed().filter((line) => line.requestId === requestId);

it("cuts a stalled body off with 408 after the request timeout and logs it once, without a stack", async () => {
  const { closed } = stall(`${postHead("stalled-body", 2000)}{"firstName":"Anna",`);
  const { answer, ms } = await closed;
  console.info(`stalled body cut off after ${ms} ms (REQUEST_TIMEOUT_MS=1000)`);
  expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  // Node's own limit would have held it for 300 s.
  expect(ms).toBeLessThan(5000);
  await until(() => linesOf("stalled-body").length > 0, { what: "the access log line" });
  expect(linesOf("stalled-body")).toEqual([
    expect.objectContaining({
      status: 408,
      interrupted: "not received within the request timeout",
      path: "/api/emailSender",
    }),
  ]);
  expect(server.logs.join("\n")).not.toMatch(/"status":500|"stack"|Error: aborted/);
});

it("logs a body the client abandoned once, as aborted by the client", async () => {
  const { closed, socket } = stall(`${postHead("abandoned-body", 2000)}{"firstName":"Anna",`);
  await until(() => socket.bytesWritten > 0, { what: "the partial body sent" });
  socket.destroy();
  await closed;
  await until(() => linesOf("abandoned-body").length > 0, { what: "the access log line" });
  expect(linesOf("abandoned-body")).toEqual([
    expect.objectContaining({ status: 499, interrupted: "aborted by the client" }),
  ]);
  expect(server.logs.join("\n")).not.toMatch(/"status":500|"stack"|Error: aborted/);
});

it.each(bodies)(
  "answers a stalled $type body to $path with 408 and logs it once as such",
  async (target) => {
    const id = `stalled-${target.path}-${target.type}`.replace(/[^\w-]/g, "-");
    const { closed } = stall(`${postHead(id, 2000, target)}${target.start}`);
    const { answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    await until(() => linesOf(id).length > 0, { what: "the access log line" });
    expect(linesOf(id)).toEqual([expect.objectContaining({ status: 408, path: target.path })]);
  },
);

it.each(bodies)("logs an abandoned $type body to $path once, as 499", async (target) => {
  const id = `abandoned-${target.path}-${target.type}`.replace(/[^\w-]/g, "-");
  const { closed, socket } = stall(`${postHead(id, 2000, target)}${target.start}`);
  await until(() => socket.bytesWritten > 0, { what: "the partial body sent" });
  socket.destroy();
  await closed;
  await until(() => linesOf(id).length > 0, { what: "the access log line" });
  expect(linesOf(id)).toEqual([expect.objectContaining({ status: 499, path: target.path })]);
  expect(server.logs.join("\n")).not.toMatch(/"status":500|"stack"|Error: aborted/);
});

it("cuts off a client whose headers never end with 408, logged as such", async () => {
  const { closed } = stall("POST /api/emailSender HTTP/1.1\r\nHost: 127.0.0.1\r\n");
  const { answer, ms } = await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  expect(ms).toBeLessThan(5000);
  await until(() => parsed().some((line) => line.interrupted === "headers not received in time"), {
    what: "the cut-off line",
  });
  expect(parsed().filter((line) => line.interrupted === "headers not received in time")).toEqual([
    expect.objectContaining({ status: 408, msg: "http: cut off" }),
  ]);
});
