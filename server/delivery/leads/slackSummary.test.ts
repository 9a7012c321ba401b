import { describe, expect, it } from "vitest";
import { storedMessage } from "../../../tests/support/storedMessage";
import type { StoredMessage } from "../../storage/storage";
import { leadNotice } from "../../contact/leadRenderings";
import { slackBody, slackText } from "./slackSummary";

const slackSummary = (message: StoredMessage, lang: "en" | "nl") =>
  slackBody(leadNotice(message, lang, 6));

function message(fields: Partial<StoredMessage["fields"]>): StoredMessage {
  const stored = storedMessage(Date.UTC(2026, 10, 23), 1000);
  return {
    ...stored,
    fields: { ...stored.fields, ...fields },
    status: "pending",
    attempts: 0,
    lastError: null,
    createdAt: stored.now,
    updatedAt: stored.now,
  };
}

const textOf = (body: string) => (JSON.parse(body) as { text: string }).text;

describe("Slack summary", () => {
  it("shows mentions, links and entities as typed instead of pinging, linking or decoding", () => {
    const text = slackText("Hi <!channel> see <http://x|y> & <@U123> @here &amp;");
    expect(text).not.toMatch(/[<>]/);
    expect(text).toContain("&lt;!channel&gt;");
    expect(text).toContain("&lt;http://x|y&gt;");
    expect(text).toContain("&amp; ");
    expect(text).toContain("&amp;amp;");
    expect(text).not.toMatch(/@here/);
    expect(text.replace(/\u200b/g, "")).toContain("@here");
  });

  it("gives name, company, the first 200 characters and the stored id, as plain text", () => {
    const m = message({
      firstName: "Anna",
      lastName: "<!everyone>",
      company: "Kaas & Co",
      message: "x".repeat(250),
    });
    const body = JSON.parse(slackSummary(m, "en")) as Record<string, unknown>;
    expect(body).toMatchObject({ mrkdwn: false, unfurl_links: false });
    const text = String(body.text);
    expect(text).toContain("Anna &lt;!everyone&gt; (Kaas &amp; Co)");
    expect(text).toContain(`${"x".repeat(200)}…`);
    expect(text).not.toContain("x".repeat(201));
    expect(text).toContain(m.id);
  });

  it("names the two answers and marks an audit close when the message came in", () => {
    // Monday 23 November 2026: December begins in a week.
    const m = {
      ...message({}),
      qualification: { standards: ["ifs"] as const, nextAudit: "2026-12" },
    };
    const lines = textOf(slackSummary(m, "en")).split("\n");
    expect(lines[0]).toContain("(C): audit in 1 week, IFS");
    expect(lines).toContain("Standards: IFS");
    expect(lines).toContain("Next audit: December 2026");
    expect(textOf(slackSummary(message({}), "en"))).not.toContain("audit");
  });

  it("speaks the inbox language", () => {
    expect(textOf(slackSummary(message({}), "nl"))).toContain("Nieuwe contactaanvraag van");
  });
});
