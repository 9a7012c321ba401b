import type { RetentionSweep } from "../delivery/retention";
import type { MessageStore } from "../storage/messageStore";

const day = 24 * 60 * 60 * 1000;

/** Messages (with what hangs on them) older than the retention period (`RETENTION_DAYS`). */
export const messageRetention =
  (messages: Pick<MessageStore, "deleteOlderThan">, retentionDays: number): RetentionSweep =>
  async (now, logger) => {
    const deleted = await messages.deleteOlderThan(now - retentionDays * day);
    if (deleted > 0) logger.info({ deleted, retentionDays }, "retention: old messages deleted");
    return deleted;
  };
