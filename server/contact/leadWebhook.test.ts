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
    expect(webhookBody(message)).toBe(webhookBody({ ...message, attempts: 4 }));
    expect(JSON.parse(webhookBody(message))).toEqual({
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
      },
    });
    expect(webhookIdOf(message)).toBe(`msg_${message.id}`);
  });
});
