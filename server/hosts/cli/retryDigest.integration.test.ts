import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { leadsCli, startApiServer } from "../../../tests/support/apiServer";
import { cleanupAfterEach } from "../../../tests/support/cleanupAfterEach";
import { smtpSink } from "../../../tests/support/smtpSink";
import { until } from "../../../tests/support/until";
import { sqliteStores } from "../../../tests/support/stores";

const cleanup = cleanupAfterEach();
const dir = mkdtempSync(path.join(tmpdir(), "retry-digest-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const day = 24 * 60 * 60 * 1000;

describe("leads retry digest (SQLite, the server delivering)", () => {
  it("sends again a weekly digest the mail server refused for good", async () => {
    const sink = await smtpSink({
      reply: (attempt) =>
        attempt === 1 ? { code: 550, message: "5.7.1 refused by policy" } : "accept",
    });
    await sink.start();
    cleanup(() => sink.stop());
    // A site that has run for two weeks: last week's digest is due at its start.
    const dataDir = path.join(dir, "data");
    const seeding = sqliteStores(path.join(dataDir, "messages.sqlite"));
    await seeding.funnel.siteSince(Date.now() - 14 * day);
    await seeding.engine.close();
    const api = await startApiServer({
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      MAIL_WEEKLY_DIGEST: "on",
    });
    cleanup(() => api.close());

    const failedMail = async () =>
      (await api.api.stores.messages.channelCounts(Date.now())).mail?.failed ?? 0;
    await until(async () => (await failedMail()) === 1, { what: "the refused digest failed" });
    expect(sink.mails).toHaveLength(0);

    const { stdout } = await leadsCli(api, ["retry", "digest"]);
    expect(stdout).toMatch(/^Weekly digest of the week of \d{4}-\d\d-\d\d back in the outbox/);
    const [mail] = await sink.waitFor(1);
    expect(mail?.headers.get("subject")).toMatch(/^Weekly report \d{4}-W\d\d: /);
    expect(await failedMail()).toBe(0);

    await expect(leadsCli(api, ["retry", "digest"])).rejects.toMatchObject({
      stderr: expect.stringContaining("No failed weekly digest"),
    });
  });
});
