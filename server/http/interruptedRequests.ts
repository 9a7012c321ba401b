import type { Socket } from "node:net";
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./requestContext";

/** Connections the server cut off because their request did not arrive in time. */
const cutOff = new WeakSet<Socket>();

export function markCutOff(socket: Socket): void {
  cutOff.add(socket);
}

/** Reading the body of a request whose connection closed first: Node's `aborted` error. */
function isAbortedRead(error: Error): boolean {
  return error.message === "aborted" && (error as { code?: string }).code === "ECONNRESET";
}

function socketOf(c: Context<AppEnv>): Socket | undefined {
  const env = c.env as { incoming?: { socket?: Socket } } | undefined;
  return env?.incoming?.socket;
}

/**
 * A request whose body never finished is not a server error: it is logged once, by the access
 * log line, as 408 when the server cut it off (it did not arrive within the request timeout) or
 * as 499 when the client went away. Nobody reads this response; the connection is gone. Other
 * errors get Hono's answers (an HTTPException's own, else a 500), logged with the request id.
 */
export const answerInterrupted: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  if (!isAbortedRead(error)) {
    c.get("log").error({ err: error }, "request failed");
    return c.text("Internal Server Error", 500);
  }
  const socket = socketOf(c);
  const timedOut = socket !== undefined && cutOff.has(socket);
  c.set(
    "interrupted",
    timedOut ? "not received within the request timeout" : "aborted by the client",
  );
  return new Response(null, { status: timedOut ? 408 : 499 });
};
