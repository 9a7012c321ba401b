import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ObservedResponse } from "./observatoryGrade";

/**
 * A loopback stand-in for a TLS-terminating proxy in front of the server: it forwards each request
 * unchanged and appends the visitor's scheme to X-Forwarded-Proto and the visitor's address to
 * X-Forwarded-For, as nginx or a cloud load balancer does.
 */
export async function startProxy(
  upstream: string,
  scheme: "http" | "https",
): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const append = (name: string, value: string) => {
      const existing = incoming.headers[name];
      return typeof existing === "string" && existing ? `${existing}, ${value}` : value;
    };
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          "x-forwarded-proto": append("x-forwarded-proto", scheme),
          "x-forwarded-for": append("x-forwarded-for", incoming.socket.remoteAddress ?? ""),
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One request to `base` (a loopback address) as if sent to `url`: its Host header is url's host. */
export function requestAs(
  base: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ObservedResponse> {
  const visible = new URL(url);
  const loopback = new URL(base);
  const requestHeaders = { ...options.headers, host: visible.host };
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: loopback.hostname,
        port: loopback.port,
        method: options.method ?? "GET",
        path: `${visible.pathname}${visible.search}`,
        headers: requestHeaders,
      },
      (answer) => {
        let body = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (body += chunk));
        answer.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined)
              headers[name] = Array.isArray(value) ? value.join(", ") : value;
          }
          resolve({ url: visible, status: answer.statusCode ?? 0, headers, body, requestHeaders });
        });
      },
    );
    sent.on("error", reject);
    sent.end(options.body);
  });
}
