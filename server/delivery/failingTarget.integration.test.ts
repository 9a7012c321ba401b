import { expect, it } from "vitest";
import { sendMessage, startApiServer } from "../../tests/support/apiServer";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { until } from "../../tests/support/until";
import { webhookReceiver } from "../../tests/support/webhookReceiver";

const cleanup = cleanupAfterEach();

it("logs a webhook target answering 500 for 10 s with short retries in a handful of lines", async () => {
  const receiver = await webhookReceiver({ reply: () => ({ status: 500 }) });
  await receiver.start();
  cleanup(() => receiver.stop());
  const server = await startApiServer({
    LEAD_WEBHOOKS: receiver.entry,
    OUTBOX_RETRY_BASE_MS: "1",
    OUTBOX_RETRY_CAP_MS: "10",
    RATE_LIMITS: "off",
  });
  cleanup(() => server.close());

  const started = Date.now();
  for (let i = 0; i < 3; i++)
    await sendMessage(server, { message: `Lead ${i} for a failing target.` });
  await until(() => Date.now() - started >= 10_000 && receiver.requests.length >= 100, {
    timeoutMs: 40_000,
    what: "10 s of failing deliveries",
  });

  const lines = server.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
  const aboutTarget = lines.filter((line) => line.channel === "webhook");
  console.info(
    `${receiver.requests.length} failed deliveries in ${Date.now() - started} ms, ${aboutTarget.length} log lines about the target`,
  );
  expect(aboutTarget.length).toBeGreaterThanOrEqual(1);
  expect(aboutTarget.length).toBeLessThanOrEqual(5);
  expect(aboutTarget[0]).toMatchObject({ msg: "outbox: temporary failure, will retry" });
});
