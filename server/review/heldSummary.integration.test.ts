import pino from "pino";
import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { sharedStorageBackends } from "../../tests/support/databaseBackends";
import { testMailSettings } from "../../tests/support/mailSettings";
import { smtpSink } from "../../tests/support/smtpSink";
import { storedMessage } from "../../tests/support/storedMessage";
import { DeliveryWorker } from "../delivery/deliveryWorker";
import type { MailSettings } from "../delivery/mail/outgoingMail";
import { smtpTransport } from "../delivery/mail/transport";
import { digestJobs, digestRenderings } from "../funnel/weeklyDigest";
import { startRetention, teamJobsRetention } from "../delivery/retention";
import { heldSummaryJobs } from "./heldSummary";
import { reviewFeature } from "./reviewFeature";
import type { Stores } from "../hosts/stores";

const hour = 60 * 60_000;
const day = 24 * hour;
/** Wednesday 25 November 2026, UTC. */
const at = (hours: number, minutes = 0) => Date.UTC(2026, 10, 25, hours, minutes);

const cleanup = cleanupAfterEach();

describe.each(sharedStorageBackends("held_summary"))(
  "the held summary on $name",
  ({ database }) => {
    /** A store, an SMTP sink, and outbox workers (each an instance of its own) on the test's clock. */
    async function setUp(mail: MailSettings = testMailSettings) {
      const open = await database();
      const clock = { now: at(10, 5) };
      const sink = await smtpSink();
      await sink.start();
      cleanup(() => sink.stop());
      const opened: Stores[] = [];
      const instance = async (jobs: "summary" | "digest" = "summary") => {
        const stores = await open();
        opened.push(stores);
        const transport = smtpTransport(sink.url);
        cleanup(async () => {
          transport.close();
          await stores.engine.close();
        });
        const review = reviewFeature({
          stores,
          linkOrigin: "https://site.example",
          productName: "AuditReady",
          inboxLang: mail.inboxLang,
          summary: true,
          release: () => Promise.reject(new Error("not in this test")),
        });
        return new DeliveryWorker({
          messages: stores.messages,
          transport,
          logger: pino({ level: "silent" }),
          mail,
          renderings: {
            ...review.renderings,
            ...digestRenderings(stores.funnel, true, review.waitingSection),
          },
          periodicJobs:
            jobs === "summary"
              ? async (now) => heldSummaryJobs(true, day)(now)
              : digestJobs(stores.funnel, true, day),
          pollMs: 20,
          leaseMs: 60_000,
          batchSize: 5,
          schedule: { baseMs: 1, capMs: 1 },
          now: () => clock.now,
        });
      };
      /** A message held at the clock's time, from `email` at a company. */
      const held = async (email: string, firstName: string) => {
        const message = storedMessage(clock.now, day);
        const fields = {
          ...message.fields,
          firstName,
          lastName: "Jansen",
          email,
          company: `${firstName} Foods B.V.`,
          message: `${firstName} here.\nWe need IFS by spring.\nCan you help?\nA fourth line.`,
        };
        const stores = opened[0] ?? (await open());
        await stores.messages.insert({ ...message, fields, holdReason: "proof-missing" });
      };
      return { clock, sink, instance, held, open };
    }

    it("mails the inbox one summary an hour a message was held, with each message's details and three links", async () => {
      const { clock, sink, instance, held } = await setUp();
      const first = await instance();
      await held("els@els-foods.nl", "Els");

      clock.now = at(11, 0) + 30_000;
      expect(await first.deliverDue()).toBe(1);
      const [summary] = await sink.waitFor(1);
      expect(summary?.headers.get("to")).toContain(testMailSettings.to);
      expect(summary?.headers.get("subject")).toBe("1 new message held for review (1 waiting)");
      const text = summary?.text ?? "";
      expect(text).toContain("Els Jansen, Els Foods B.V. <els@els-foods.nl>");
      expect(text).toContain("Held because it was sent without the invisible check");
      expect(text).toContain("> Els here.\n> We need IFS by spring.\n> Can you help? …");
      expect(text).toMatch(
        /Release \(delivered as usual\):\nhttps:\/\/site\.example\/api\/held\/release\?b=[\w-]+&e=\d+&q=0&s=[\w-]+&lang=en/,
      );
      expect(text).toMatch(
        /Block els@els-foods\.nl:\nhttps:\/\/site\.example\/api\/held\/block-address\?/,
      );
      expect(text).toMatch(
        /Block everyone at els-foods\.nl:\nhttps:\/\/site\.example\/api\/held\/block-domain\?/,
      );

      // A second run in the same hour, on this instance or another, sends nothing more.
      clock.now = at(11, 40);
      expect(await first.deliverDue()).toBe(0);
      const second = await instance();
      expect(await second.deliverDue()).toBe(0);
      await held("piet@piet-bakery.nl", "Piet");
      expect(await second.deliverDue()).toBe(0);
      expect(sink.mails).toHaveLength(1);

      // The next hour's summary has the new message first, and the one still waiting.
      clock.now = at(12, 0) + 30_000;
      expect(await second.deliverDue()).toBe(1);
      expect(await first.deliverDue()).toBe(0);
      const [, next] = await sink.waitFor(2);
      expect(next?.headers.get("subject")).toBe("1 new message held for review (2 waiting)");
      const order = ["Piet Jansen", "Els Jansen"].map((name) => next?.text.indexOf(name));
      expect(order[0]).toBeGreaterThan(0);
      expect(order[1]).toBeGreaterThan(order[0] ?? 0);

      // An hour without a new one: the job is settled without a mail.
      clock.now = at(13, 0) + 30_000;
      expect(await first.deliverDue()).toBe(1);
      expect(sink.mails).toHaveLength(2);
    });

    it("sends a daily summary while any wait, in the inbox's language", async () => {
      const { clock, sink, instance, held } = await setUp({ ...testMailSettings, inboxLang: "nl" });
      const worker = await instance();
      await held("els@els-foods.nl", "Els");
      clock.now = at(11, 0) + 30_000;
      await worker.deliverDue();
      const [first] = await sink.waitFor(1);
      expect(first?.headers.get("subject")).toBe(
        "1 nieuw bericht vastgehouden ter controle (1 wacht)",
      );
      expect(first?.text).toContain(
        "Vastgehouden omdat het is verstuurd zonder de onzichtbare controle",
      );
      expect(first?.text).toMatch(
        /Iedereen bij els-foods\.nl blokkeren:\nhttps:\/\/site\.example\/api\/held\/block-domain\?.*&lang=nl/,
      );

      // The next morning, nothing new: the daily summary at 07:00 UTC all the same.
      clock.now = at(24 + 7, 0) + 30_000;
      expect(await worker.deliverDue()).toBe(1);
      const [, daily] = await sink.waitFor(2);
      expect(daily?.headers.get("subject")).toBe("1 bericht wacht nog op uw controle");
    });

    it("leaves the daily summary out when nothing waits", async () => {
      const { clock, sink, instance } = await setUp();
      const worker = await instance();
      clock.now = at(7, 0) + 30_000;
      expect(await worker.deliverDue()).toBe(1);
      expect(sink.mails).toHaveLength(0);
    });

    it("lists what still waits in the weekly digest, with the same links", async () => {
      const { clock, sink, instance, held } = await setUp();
      const worker = await instance("digest");
      await held("els@els-foods.nl", "Els");
      clock.now = at(24 * 5, 8);
      expect(await worker.deliverDue()).toBe(1);
      const [digest] = await sink.waitFor(1);
      expect(digest?.headers.get("subject")).toMatch(/^Weekly report 2026-W48/);
      const text = digest?.text ?? "";
      expect(text).toContain("Messages waiting for your review (1):");
      // Before the closing line on how to get more, or stop the mail.
      expect(text.indexOf("Messages waiting")).toBeLessThan(text.indexOf("Any period, by week"));
      expect(text).toContain("Els Jansen, Els Foods B.V. <els@els-foods.nl>");
      for (const action of ["release", "block-address", "block-domain"])
        expect(text).toContain(`https://site.example/api/held/${action}?`);
    });

    it("keeps a settled summary's job 90 days, then retention deletes it", async () => {
      const { clock, instance, open } = await setUp();
      await (await instance()).deliverDue();
      clock.now = at(11, 0) + 30_000;
      await (await instance()).deliverDue();
      const stores = await open();
      cleanup(() => stores.engine.close());
      const summaryJob = heldSummaryJobs(true, day)(clock.now)[0];
      if (!summaryJob) throw new Error("no summary job");
      const sweep = async (days: number) => {
        const retention = startRetention(
          [teamJobsRetention(stores.messages)],
          pino({ level: "silent" }),
          () => clock.now + days * day,
        );
        await retention.done;
        retention.stop();
      };
      await sweep(89);
      expect(await stores.messages.insertTeamJob(summaryJob)).toBe(false);
      await sweep(91);
      expect(await stores.messages.insertTeamJob(summaryJob)).toBe(true);
    });
  },
);
