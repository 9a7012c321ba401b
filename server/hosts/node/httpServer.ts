import { serve, type ServerType } from "@hono/node-server";
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import type { ServerConfig } from "../../config/serverConfig";
import { markCutOff } from "../../http/interruptedRequests";
import type { Logger } from "../../logger";

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** What Node itself answers a request it cannot parse or that did not arrive in time. */
const refusals: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
};

/** The response Node has in progress on this connection, if a request got that far. */
function inFlight(socket: Socket): { headersSent: boolean } | undefined {
  return (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
}

/**
 * Node's answer to a broken request (as without a listener), plus one log line for a request
 * whose headers did not arrive in time: with its headers in, a request is logged by the app's
 * access log (as 408, see answerInterrupted), so it is never logged twice.
 */
function onClientError(logger: Logger) {
  return (error: Error & { code?: string }, socket: Socket) => {
    const timedOut = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
    if (timedOut) markCutOff(socket);
    const response = inFlight(socket);
    if (timedOut && !response) {
      logger.warn({ status: 408, interrupted: "headers not received in time" }, "http: cut off");
    }
    if (socket.writable && !response?.headersSent) {
      const status = refusals[error.code ?? ""] ?? "400 Bad Request";
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy();
  };
}

/**
 * The HTTP server of the Node host, with timeouts that suit a small API: a slow or stalled client
 * holds a connection for `requestTimeoutMs` at most (Node's default is 300 s), and is then cut
 * off with a 408. Node checks the deadlines once a second.
 */
export function startHttpServer(
  fetch: Fetch,
  config: Pick<ServerConfig, "host" | "port" | "http">,
  logger: Logger,
  onListening: (address: { address: string; port: number }) => void = () => undefined,
): ServerType {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs } = config.http;
  const server = serve(
    {
      fetch,
      hostname: config.host,
      port: config.port,
      serverOptions: {
        requestTimeout: requestTimeoutMs,
        headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
        connectionsCheckingInterval: 1000,
      },
    },
    onListening,
  ) as Server<typeof IncomingMessage>;
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.on("clientError", onClientError(logger));
  return server;
}
