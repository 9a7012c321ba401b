import type { MiddlewareHandler } from "hono";

/**
 * How many requests the server is answering right now. The outbox worker shares the event loop
 * with them and reads this to let visitors go first (docs/decisions/0609-visitors-before-deliveries.md).
 */
export class RequestsInProgress {
  private count = 0;

  get any(): boolean {
    return this.count > 0;
  }

  /** Counts a request from its arrival until its response is ready, whatever the outcome. */
  readonly middleware: MiddlewareHandler = async (_c, next) => {
    this.count++;
    try {
      await next();
    } finally {
      this.count--;
    }
  };
}
