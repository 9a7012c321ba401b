import { request } from "node:http";
import { expect, it } from "vitest";
import {
  sendMessage,
  startApiServer,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { proofFromServer } from "../../tests/support/proofs";
import { until } from "../../tests/support/until";
import { webhookReceiver, type ReceivedRequest } from "../../tests/support/webhookReceiver";

const cleanup = cleanupAfterEach();

/** Five messages at once, each answered 200. */
async function sendFive(server: ApiServer): Promise<void> {
  await Promise.all(
    Array.from({ length: 5 }, (_, n) => sendMessage(server, { message: `No. ${n}` })),
  );
}

/** A visitor on a slow line: the request has arrived, its body is still on the way. */
async function slowUpload(url: string) {
  const proof = await proofFromServer(url);
  const body = JSON.stringify(validMessage({ message: "Sent over a slow line", proof }));
  const half = Math.floor(body.length / 2);
  const upload = request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
  });
  const answered = new Promise<number>((resolve, reject) => {
    upload.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upload.on("error", reject);
  });
  upload.write(body.slice(0, half));
  cleanup(async () => void upload.destroy());
  return {
    finish: () => {
      upload.end(body.slice(half));
      return answered;
    },
  };
}

const mostAtOnce = (requests: ReceivedRequest[]) =>
  Math.max(...requests.map((received) => received.concurrent));

it("sends deliveries one at a time while a visitor is being answered, and in parallel after", async () => {
  // A slow receiver: deliveries in parallel would overlap at it.
  const target = await webhookReceiver({ delayMs: 100 });
  await target.start();
  cleanup(() => target.stop());
  const server = await startApiServer({ LEAD_WEBHOOKS: target.entry, RATE_LIMITS: "off" });
  cleanup(() => server.close());

  const visitor = await slowUpload(server.url);
  await until(() => server.api.requests.any, { what: "the slow upload reached the server" });
  await sendFive(server);
  const whileBusy = await target.waitFor(5);
  expect(mostAtOnce(whileBusy.slice(0, 5))).toBe(1);
  expect(await visitor.finish()).toBe(200);

  await until(() => !server.api.requests.any, { what: "every visitor answered" });
  await sendFive(server);
  const after = await target.waitFor(11);
  expect(mostAtOnce(after.slice(6))).toBeGreaterThan(1);
});
