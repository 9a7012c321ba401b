import { describe, expect, it } from "vitest";
import { aStoredMessage } from "../../tests/support/storedMessage";
import { testMailSettings } from "../../tests/support/mailSettings";
import { firstLines, heldSummaryMail } from "./heldSummaryMail";
import { buttonsIn, remoteResources } from "../../tests/support/mailHtml";

const held = aStoredMessage({
  id: "m-7",
  status: "held",
  holdReason: "proof-missing",
  fields: { message: "Line one\n\nLine two\nLine three\nLine four" },
});

const summary = {
  period: "2026-11-28T09",
  fresh: 1,
  waiting: 1,
  linkDays: 14,
  more: 0,
  blockedLeftOut: 0,
  entries: [
    {
      message: held,
      links: {
        release: "https://x.example/api/held/release?b=m-7",
        "block-address": "https://x.example/api/held/block-address?b=m-7",
      },
    },
  ],
};

describe("the held summary mail", () => {
  it("shows the first three lines of a message, and says when there is more", () => {
    expect(firstLines("  Hello\n\nthere  ")).toBe("Hello\nthere");
    expect(firstLines(held.fields.message)).toBe("Line one\nLine two\nLine three …");
    expect(firstLines("x".repeat(400))).toBe(`${"x".repeat(300)} …`);
  });

  it("names each message's sender, reason and links, in the inbox's language", () => {
    const en = heldSummaryMail(summary, testMailSettings);
    expect(en.subject).toBe("1 new message held for review (1 waiting)");
    expect(en.messageId).toBe("<held.summary.2026-11-28T09@auditready.example>");
    expect(en.text).toContain("Anna de Vries, Kaas B.V. <anna@example.nl>");
    expect(en.text).toContain("Held because it was sent without the invisible check");
    expect(en.text).toContain("> Line one\n> Line two\n> Line three …");
    expect(en.text).toContain(
      "Block anna@example.nl:\nhttps://x.example/api/held/block-address?b=m-7",
    );
    // No domain link given (free mail): none shown.
    expect(en.text).not.toContain("Block everyone at");

    const nl = heldSummaryMail(
      { ...summary, fresh: 0, waiting: 2 },
      { ...testMailSettings, inboxLang: "nl" },
    );
    expect(nl.subject).toBe("2 berichten wachten nog op uw controle");
    expect(nl.text).toContain(
      "Vrijgeven (gewoon afleveren):\nhttps://x.example/api/held/release?b=m-7",
    );
    expect(buttonsIn(nl.html)[0]).toEqual({
      label: "Vrijgeven (gewoon afleveren)",
      href: "https://x.example/api/held/release?b=m-7",
    });
    expect(remoteResources(nl.html)).toEqual([]);
  });

  it.each([
    {
      lang: "en",
      one: ["1 new message held for review (1 waiting)", "1 more waits;", "1 more from a sender"],
      many: ["2 new messages held for review (3 waiting)", "2 more wait;", "2 more from senders"],
      waitingOne: "1 message still waits for your review",
      waitingMany: "3 messages still wait for your review",
    },
    {
      lang: "nl",
      one: [
        "1 nieuw bericht vastgehouden ter controle (1 wacht)",
        "Er wacht nog 1;",
        "Nog 1 bericht",
      ],
      many: [
        "2 nieuwe berichten vastgehouden ter controle (3 wachten)",
        "Er wachten nog 2;",
        "Nog 2 berichten",
      ],
      waitingOne: "1 bericht wacht nog op uw controle",
      waitingMany: "3 berichten wachten nog op uw controle",
    },
  ] as const)("counts one and more as $lang says them", (expected) => {
    const settings = { ...testMailSettings, inboxLang: expected.lang };
    const counted = (fresh: number, waiting: number, rest: number) =>
      heldSummaryMail({ ...summary, fresh, waiting, more: rest, blockedLeftOut: rest }, settings);
    const one = counted(1, 1, 1);
    const many = counted(2, 3, 2);
    const [oneSubject, ...oneNotes] = expected.one;
    const [manySubject, ...manyNotes] = expected.many;
    expect(one.subject).toBe(oneSubject);
    expect(many.subject).toBe(manySubject);
    for (const note of oneNotes) expect(one.text).toContain(note);
    for (const note of manyNotes) expect(many.text).toContain(note);
    expect(counted(0, 1, 0).subject).toBe(expected.waitingOne);
    expect(counted(0, 3, 0).subject).toBe(expected.waitingMany);
  });
});
