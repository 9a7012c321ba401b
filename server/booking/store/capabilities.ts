import { sql, value, type Operation } from "../../storage/operation";

/**
 * The capabilities to book a demo, kept as hashes: an accepted message's (recorded in the
 * message's own commit, as the host hands this statement to the message store) and a released
 * message's offer (recorded in the release's transaction).
 */

/** Records the capability `capabilityHash` for a message; one already recorded stays. */
export function* grantCapability(capabilityHash: string, messageId: string): Operation<void> {
  yield* sql(
    `INSERT INTO booking_capabilities (token_hash, message_id) VALUES (?, ?)
     ON CONFLICT DO NOTHING`,
    capabilityHash,
    messageId,
  );
}

/** The hash of the capability a message was handed, to book again from a lapsed hold's link. */
export const capabilityOf = (messageId: string) =>
  value(
    sql<{ token_hash: string }>(
      "SELECT token_hash FROM booking_capabilities WHERE message_id = ?",
      messageId,
    ),
    ([row]) => row?.token_hash ?? null,
  );
