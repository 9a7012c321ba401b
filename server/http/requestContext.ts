import type { RequestIdVariables } from "hono/request-id";
import type { Logger } from "../logger";

/**
 * What every request carries through the app: its id (the client's `X-Request-ID` when valid, else
 * a fresh one) and a logger that writes that id on every line. Route modules import this type, not
 * the composition root, so no module imports its own caller.
 */
export interface AppEnv {
  Variables: RequestIdVariables & {
    log: Logger;
    /** Why the request never arrived whole (cut off, or aborted by the client), if it did not. */
    interrupted: string | undefined;
  };
}
