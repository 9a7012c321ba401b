import { Agent, request } from "node:http";

export interface PlainResponse {
  status: number;
  location: string | undefined;
  text: string;
}

// Keep-alive connections are pooled per local address too, so each source keeps its own.
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * An HTTP request whose connection starts from `localAddress` (any 127.x.y.z on loopback), so
 * the server sees as many clients as the caller uses addresses. Redirects are not followed.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? "GET", headers: init.headers, localAddress, agent },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            location: incoming.headers.location,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

/** `count` distinct loopback addresses, 127.0.1.1 onwards (skipping .0 and .255 of each /24). */
export function loopbackSources(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const third = 1 + Math.floor(i / 254);
    return `127.0.${third}.${1 + (i % 254)}`;
  });
}

export function closeSourceConnections(): void {
  agent.destroy();
}
