import { describe, expect, it } from "vitest";
import { linksIn, visibleText } from "../../tests/support/mailHtml";
import { aStoredMessage } from "../../tests/support/storedMessage";
import type { StoredMessage } from "../storage/storage";
import { escapeHtml, headerText } from "../text/escape";
import { renderConfirmationMail, renderInboxMail } from "./leadMail";

const settings = {
  from: "Site <site@auditready.example>",
  to: "sales@auditready.example",
  inboxLang: "en" as const,
  productName: "AuditReady",
};

function message(fields: Partial<StoredMessage["fields"]> = {}): StoredMessage {
  return aStoredMessage({
    id: "0b7c1d2e-0000-4000-8000-000000000001",
    lang: "nl",
    fields: { company: "Kaas & Co", message: '<b>bold</b> & "quoted"\nnext line', ...fields },
  });
}

describe("mail to the inbox", () => {
  it("names person and company in the subject and replies to the visitor", () => {
    const mail = renderInboxMail(message(), settings, 6);
    expect(mail.subject).toBe("Contact request from Anna de Vries (Kaas & Co)");
    expect(mail.replyTo).toEqual({ name: "Anna de Vries", address: "anna@example.nl" });
    expect(mail.to).toBe("sales@auditready.example");
    expect(mail.messageId).toBe(
      "<0b7c1d2e-0000-4000-8000-000000000001.notification@auditready.example>",
    );
  });

  it("shows visitor markup as text in HTML, its lines kept, and as written in plain text", () => {
    const mail = renderInboxMail(message(), settings, 6);
    expect(mail.text).toContain('<b>bold</b> & "quoted"\nnext line');
    expect(visibleText(mail.html)).toContain('<b>bold</b> & "quoted" next line');
    expect(mail.html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;\nnext line");
    expect(mail.html).not.toContain("<b>bold");
  });

  it("keeps CR/LF and other controls out of every header even if validation were bypassed", () => {
    const mail = renderInboxMail(
      message({
        firstName: "Eve\r\nBcc: victim@example.com",
        company: "X\u0000\nY",
        email: "a@b.nl\r\nBcc: v@x.nl",
      }),
      settings,
      6,
    );
    const replyTo = mail.replyTo as { name: string; address: string };
    for (const header of [mail.subject, replyTo.name, replyTo.address]) {
      expect(header).not.toMatch(/[\r\n]/);
      expect(header).not.toContain("\u0000");
    }
  });

  it("shows where the lead came from in a short Source block, and no block when unknown", () => {
    const source = { utmSource: "newsletter", utmCampaign: "brcgs-9", landingPath: "/nl" };
    const mail = renderInboxMail({ ...message(), source }, settings, 6);
    const rows = "Campaign source: newsletter\nCampaign: brcgs-9\nLanding page: /nl";
    expect(mail.text).toContain(`Source\n\n${rows}\n\nMessage\n\n`);
    const shown = visibleText(mail.html);
    const order = ["Source", ...rows.split("\n"), "Message"].map((line) => shown.indexOf(line));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order).not.toContain(-1);
    const dutch = renderInboxMail({ ...message(), source }, { ...settings, inboxLang: "nl" }, 6);
    expect(dutch.text).toContain("Herkomst\n\nCampagnebron: newsletter");
    expect(renderInboxMail(message(), settings, 6).text).not.toContain("Source");
  });

  it("lists the two answers and marks an audit that was close when the message arrived", () => {
    // The message came in on 15 January 2026: February begins in 2 weeks.
    const qualification = { standards: ["brcgs", "gmpplus"] as const, nextAudit: "2026-02" };
    const mail = renderInboxMail({ ...message(), qualification }, settings, 6);
    expect(mail.subject).toBe(
      "Contact request from Anna de Vries (Kaas & Co) – audit in 2 weeks, BRCGS, GMP+",
    );
    expect(mail.text).toContain("Standards: BRCGS, GMP+\nNext audit: February 2026\n");
    expect(visibleText(mail.html)).toContain("Next audit");
    const later = { ...qualification, nextAudit: "2026-06" };
    expect(renderInboxMail({ ...message(), qualification: later }, settings, 6).subject).toBe(
      "Contact request from Anna de Vries (Kaas & Co)",
    );
    expect(renderInboxMail(message(), settings, 6).text).not.toContain("Standards");
  });

  it("can be written in Dutch for a Dutch inbox", () => {
    expect(renderInboxMail(message(), { ...settings, inboxLang: "nl" }, 6).subject).toBe(
      "Contactaanvraag van Anna de Vries (Kaas & Co)",
    );
  });
});

describe("confirmation to the visitor", () => {
  it("is in the visitor's language, promises a reply within 24 hours and replies to the inbox", () => {
    const mail = renderConfirmationMail(message(), settings);
    expect(mail.to).toEqual({ name: "Anna de Vries", address: "anna@example.nl" });
    expect(mail.replyTo).toBe("sales@auditready.example");
    expect(mail.text).toContain("binnen 24 uur");
    expect(renderConfirmationMail({ ...message(), lang: "en" }, settings).text).toContain(
      "within 24 hours",
    );
  });

  it("quotes the visitor's message as they wrote it, its markup as text", () => {
    const mail = renderConfirmationMail(message(), settings);
    expect(mail.text).toContain('Uw bericht:\n\n> <b>bold</b> & "quoted"\n> next line');
    expect(visibleText(mail.html)).toContain('<b>bold</b> & "quoted" next line');
    expect(mail.html).not.toContain("<b>bold");
    expect(linksIn(mail.html)).toEqual([]);
  });
});

describe("escaping helpers", () => {
  it("escapes the five HTML specials", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
  it("turns line breaks and controls into spaces", () => {
    expect(headerText("a\r\nb\u2028c\u0000d")).toBe("a b c d");
  });
});
