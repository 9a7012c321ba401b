import { describe, expect, it } from "vitest";
import { storedMessage } from "../../tests/support/storedMessage";
import { webhookBody, webhookIdOf } from "./leadWebhook";

describe("webhook payload", () => {
  it("is the documented event, the same on every call, with only the stored fields and source", () => {
    const stored = storedMessage(Date.UTC(2026, 10, 23, 9), 1000);
    const message = {
      ...stored,
      source: { utmSource: "newsletter", referrer: "https://www.linkedin.com" },
      status: "pending" as const,
      attempts: 3,
      lastError: "HTTP 503",
      createdAt: stored.now,
      updatedAt: stored.now + 5000,
    };
    expect(webhookBody(message, 6)).toBe(webhookBody({ ...message, attempts: 4 }, 6));
    expect(JSON.parse(webhookBody(message, 6))).toEqual({
      type: "contact.message.created",
      timestamp: "2026-11-23T09:00:00.000Z",
      data: {
        id: message.id,
        firstName: "A",
        lastName: "B",
        email: "a@b.nl",
        company: "C",
        phone: "",
        message: "M",
        lang: "en",
        submittedAt: message.submittedAt,
        source: { utmSource: "newsletter", referrer: "https://www.linkedin.com" },
        standards: [],
        nextAudit: null,
        auditInWeeks: null,
        auditSoon: false,
      },
    });
    expect(webhookIdOf(message)).toBe(`msg_${message.id}`);
  });

  it("carries the two answers, and whether the audit was close when the message arrived", () => {
    const stored = storedMessage(Date.UTC(2026, 10, 23, 9), 1000);
    const message = {
      ...stored,
      qualification: { standards: ["brcgs", "ifs"] as const, nextAudit: "2026-12" },
      status: "pending" as const,
      attempts: 1,
      lastError: null,
      createdAt: stored.now,
      updatedAt: stored.now,
    };
    expect(JSON.parse(webhookBody(message, 6)).data).toMatchObject({
      standards: ["brcgs", "ifs"],
      nextAudit: "2026-12",
      auditInWeeks: 1,
      auditSoon: true,
    });
    expect(JSON.parse(webhookBody(message, 0)).data.auditSoon).toBe(false);
    const unplanned = { ...message, qualification: { standards: [], nextAudit: "not-planned" } };
    expect(JSON.parse(webhookBody(unplanned, 6)).data).toMatchObject({
      nextAudit: "not-planned",
      auditInWeeks: null,
      auditSoon: false,
    });
  });
});
