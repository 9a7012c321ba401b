import { describe, expect, it } from "vitest";
import { storedMessage } from "../../tests/support/storedMessage";
import { storageBackends } from "../../tests/support/databaseBackends";

const minute = 60_000;
const now = Date.UTC(2027, 2, 1, 8, 0);

const backends = storageBackends("claim_order");

describe.each(backends)("$name: the outbox's order", ({ open }) => {
  it("hands out the visitor's own mail before an older backlog of the team's deliveries", async () => {
    const stores = await open();
    try {
      for (let i = 0; i < 5; i++) await stores.messages.insert(storedMessage(now + i, 60 * minute));
      const visitorWaits = {
        ...storedMessage(now + 10, 60 * minute),
        jobs: [{ event: "booking.hold", channel: "mail", target: "visitor" }],
      };
      await stores.messages.insert(visitorWaits);

      const [first] = await stores.messages.claim("worker", now + minute, minute, 1);
      expect([first?.message?.id, first?.event]).toEqual([visitorWaits.id, "booking.hold"]);
      const rest = await stores.messages.claim("worker", now + minute, minute, 10);
      expect(rest.map((job) => `${job.event} ${job.target}`)).toEqual(Array(5).fill("lead inbox"));
    } finally {
      await stores.engine.close();
    }
  });
});
