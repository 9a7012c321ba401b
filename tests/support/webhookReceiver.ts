import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { Webhook } from "standardwebhooks";
import { freePort } from "../e2e/support/testServer";

export interface ReceivedRequest {
  /** When the request arrived (ms since the epoch, the receiver's clock). */
  arrivedAt: number;
  headers: Record<string, string>;
  body: string;
  /** The signature checked out with `standardwebhooks` at arrival (always false without a secret). */
  verified: boolean;
  /** Requests this receiver was answering when this one arrived, itself included. */
  concurrent: number;
}

export interface ReceiverReply {
  status: number;
  headers?: Record<string, string>;
}

export interface WebhookReceiver {
  port: number;
  /** The URL to configure, with a token in its path like real receivers have. */
  url: string;
  secret: string;
  /** `url|secret`, one `LEAD_WEBHOOKS` entry. */
  entry: string;
  requests: ReceivedRequest[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Resolves once `count` requests arrived (bounded poll). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedRequest[]>;
}

function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** Bodies are small here: read all of it. */
async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A real HTTP receiver on loopback that records every request and verifies its Standard
 * Webhooks signature the way a customer's receiver would. `reply(n)` answers the n-th request
 * (counting from 1); 200 by default, after `delayMs` when given (a slow receiver).
 */
export async function webhookReceiver(
  options: { reply?: (attempt: number) => ReceiverReply; port?: number; delayMs?: number } = {},
): Promise<WebhookReceiver> {
  const port = options.port ?? (await freePort());
  const secret = newWebhookSecret();
  const verifier = new Webhook(secret);
  const requests: ReceivedRequest[] = [];
  let server: Server | null = null;
  let answering = 0;
  const url = `http://127.0.0.1:${port}/hooks/${randomBytes(8).toString("hex")}`;

  const create = () =>
    createServer((request, response) => {
      const arrivedAt = Date.now();
      const concurrent = ++answering;
      void bodyOf(request).then((body) => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        let verified = false;
        try {
          verifier.verify(body, headers);
          verified = true;
        } catch {
          verified = false;
        }
        requests.push({ arrivedAt, headers, body, verified, concurrent });
        const reply = options.reply?.(requests.length) ?? { status: 200 };
        const answer = () => {
          answering--;
          response.writeHead(reply.status, reply.headers).end();
        };
        if (options.delayMs) setTimeout(answer, options.delayMs);
        else answer();
      });
    });

  return {
    port,
    url,
    secret,
    entry: `${url}|${secret}`,
    requests,
    start: () =>
      new Promise((resolve, reject) => {
        server = create();
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
        server = null;
      }),
    waitFor: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} requests, got ${requests.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return requests;
    },
  };
}
