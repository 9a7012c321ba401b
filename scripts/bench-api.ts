// `npm run bench:api`: throughput and latency of POST /api/emailSender on this machine.
// Starts the real server (SQLite, rate limits off) with a loopback SMTP sink and two loopback
// webhook receivers (LEAD_WEBHOOKS), then drives it with autocannon: first invalid bodies, then
// valid messages (each stored durably with three outbox jobs: the mail and two webhooks). Invalid
// ones go first so the outbox's backlog from the valid run does not share their CPU. Each run
// follows a short unmeasured warm-up, so the figures are those of a server whose JIT is warm.
// Last, it watches the outbox drain the backlog the valid run left and reports webhook
// deliveries per second per target. Then the demo booking's slot list and bookings
// (scripts/benchBookings.ts). BENCH_PARTS=contact or =booking runs one part only.
import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort, startServer } from "../tests/e2e/support/testServer";
import { emptySiteBuild } from "../tests/support/builtSite";
import { benchBookings } from "./benchBookings";
import { cpuPerRequest as cpuPerServerRequest, cpuSeconds } from "./serverCpu";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 30);
const bookings = Number(process.env.BENCH_BOOKINGS ?? 500);
const parts = (process.env.BENCH_PARTS ?? "contact,booking").split(",");

let mails = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  closeTimeout: 200,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      mails++;
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise<void>((resolve) => sink.listen(smtpPort, "127.0.0.1", resolve));

/** A webhook target that answers 200 at once and counts what it received. */
async function webhookTarget() {
  const target = { received: 0, url: "", close: () => new Promise<void>(() => undefined) };
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      target.received++;
      response.writeHead(204).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  target.url = `http://127.0.0.1:${port}/hook|whsec_${randomBytes(32).toString("base64")}`;
  target.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return target;
}
const targets = [await webhookTarget(), await webhookTarget()];

const dir = mkdtempSync(path.join(tmpdir(), "bench-api-"));
// An empty site build with its settings beside it: the server starts, serving no pages.
emptySiteBuild(dir);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
console.log(`Load average before: ${load()} (${connections} connections, ${seconds} s per run)`);

if (parts.includes("contact")) await benchContact();
if (parts.includes("booking")) {
  await benchBookings({ dir, smtpPort, connections, seconds, warmUpSeconds, bookings });
  console.log(`Load average after the booking part: ${load()}`);
}

for (const target of targets) await target.close();
await new Promise<void>((resolve) => sink.close(() => resolve()));
rmSync(dir, { recursive: true, force: true });

async function benchContact() {
  const server = await startServer(path.join(dir, "site"), {
    DATA_DIR: path.join(dir, "data"),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    RATE_LIMITS: "off",
    LOG_LEVEL: "warn",
    LEAD_WEBHOOKS: targets.map((target) => target.url).join(" "),
  });
  const url = `${server.baseURL}/api/emailSender`;

  const valid = JSON.stringify({
    firstName: "Anna",
    lastName: "de Vries",
    email: "anna@example.nl",
    company: "Kaasmakerij Noord B.V.",
    phone: "+31 6 1234 5678",
    message: "We prepare for BRCGS in March. Could you show us the CAPA tracking and the export?",
    timestamp: new Date().toISOString(),
  });
  const invalid = JSON.stringify({ firstName: 42, email: "not-an-address", message: "" });

  function run(body: string, duration = seconds) {
    return autocannon({
      url,
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body,
      connections,
      duration,
    });
  }

  /** A measured run after an unmeasured warm-up, with the server CPU the measured part used. */
  async function measure(body: string) {
    await run(body, warmUpSeconds);
    const cpuBefore = serverCpuSeconds();
    const result = await run(body);
    return { result, cpuBefore };
  }

  const serverCpuSeconds = () => cpuSeconds(server.process.pid);
  const cpuPerRequest = (before: number | null, requests: number) =>
    cpuPerServerRequest(server.process.pid, before, requests);

  const { result: rejected, cpuBefore: rejectedCpu } = await measure(invalid);
  const fourHundreds = rejected.non2xx;
  console.log(
    `Invalid messages: ${fourHundreds} rejected (${(fourHundreds / seconds).toFixed(0)}/s), ` +
      `${rejected["2xx"]} accepted by mistake, ${rejected.errors} errors; latency p50 ${rejected.latency.p50} ms, p99 ${rejected.latency.p99} ms` +
      cpuPerRequest(rejectedCpu, fourHundreds),
  );

  const { result: accepted, cpuBefore: acceptedCpu } = await measure(valid);
  console.log(
    `Valid messages:   ${accepted["2xx"]} accepted (${(accepted["2xx"] / seconds).toFixed(0)}/s), ` +
      `${accepted.non2xx} not 2xx, ${accepted.errors} errors; latency p50 ${accepted.latency.p50} ms, p99 ${accepted.latency.p99} ms` +
      cpuPerRequest(acceptedCpu, accepted["2xx"]),
  );

  interface Health {
    pending: number;
    channels: { webhook: { pending: number } };
  }
  const health = async () => (await (await fetch(`${server.baseURL}/api/health`)).json()) as Health;
  const afterRun = await health();
  console.log(
    `Load average after: ${load()}; mails delivered so far: ${mails}, still pending: ${afterRun.pending}; ` +
      `webhook deliveries so far: ${targets.map((t) => t.received).join(" and ")}, still pending: ${afterRun.channels.webhook.pending}`,
  );

  /** Webhook deliveries per second per target while the outbox works off the backlog. */
  async function measureDrain() {
    const before = targets.map((target) => target.received);
    const mailsBefore = mails;
    const cpuBefore = serverCpuSeconds();
    const started = performance.now();
    const deadline = started + drainSeconds * 1000;
    let pending = afterRun.channels.webhook.pending;
    while (pending > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      pending = (await health()).channels.webhook.pending;
    }
    const elapsed = (performance.now() - started) / 1000;
    const delivered = targets.map((target, i) => target.received - (before[i] ?? 0));
    const rates = delivered.map((count) => count / elapsed);
    const jobs = delivered.reduce((sum, count) => sum + count, mails - mailsBefore);
    console.log(
      `Outbox drain: ${rates.map((rate) => rate.toFixed(0)).join(" and ")} webhook deliveries/s per target ` +
        `over ${elapsed.toFixed(1)} s (mail shares the worker: ${jobs} deliveries in all); ${pending} webhook jobs still pending; ` +
        `load ${load()}${cpuPerRequest(cpuBefore, jobs).replace("request", "delivery")}`,
    );
  }
  if (afterRun.channels.webhook.pending > 0) await measureDrain();

  await server.stop();
}
