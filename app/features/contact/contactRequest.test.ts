import { describe, expect, it } from "vitest";
import { siteConfig } from "../../../common/siteConfig";
import { buildContactRequest } from "./contactRequest";

const values = {
  firstName: " Ada ",
  lastName: "de Vries",
  email: "ada@example.nl ",
  company: "Bakkerij Ada",
  phone: "",
  message: "Line 1\nLine 2 ",
};

const input = {
  values,
  honeypot: "",
  lang: "nl" as const,
  requestId: "req-1",
  idempotencyKey: "key-1",
  timestamp: "2026-11-21T10:00:00.000Z",
};

describe("contact request", () => {
  it("posts JSON to the configured endpoint with the tracing, language and idempotency headers", () => {
    const request = buildContactRequest(input, siteConfig.contactEndpoint);
    expect(request.url).toBe("/api/emailSender");
    expect(request.init.method).toBe("POST");
    expect(request.init.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
      "Accept-Language": "nl",
      "X-Request-ID": "req-1",
      "Idempotency-Key": "key-1",
    });
  });

  it("sends exactly the spec's fields, trimmed, phone as an empty string, and the submit time", () => {
    const request = buildContactRequest(input, "https://fn.example/emailSender");
    expect(request.url).toBe("https://fn.example/emailSender");
    expect(JSON.parse(request.init.body)).toStrictEqual({
      firstName: "Ada",
      lastName: "de Vries",
      email: "ada@example.nl",
      company: "Bakkerij Ada",
      phone: "",
      message: "Line 1\nLine 2",
      timestamp: "2026-11-21T10:00:00.000Z",
    });
  });

  it("adds the honeypot only when something filled it in", () => {
    const bot = buildContactRequest({ ...input, honeypot: "http://spam.example" }, "/x");
    expect(JSON.parse(bot.init.body)).toMatchObject({ website: "http://spam.example" });
    const blank = buildContactRequest({ ...input, honeypot: "  " }, "/x");
    expect(JSON.parse(blank.init.body)).not.toHaveProperty("website");
  });
});

describe("contact timeout", () => {
  it("is 10 seconds by default (SPEC 9)", () => {
    expect(siteConfig.contactTimeoutMs).toBe(10_000);
  });
});
