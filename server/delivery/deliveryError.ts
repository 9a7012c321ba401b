/** Why a delivery did not go through, and whether trying again later can help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The receiver asked to wait this long before the next try (HTTP `Retry-After`). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
