import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseRateLimits, readServerConfig } from "../config/serverConfig";
import { memoryRateLimiter, type RateLimiter } from "./rateLimiter";
import { originAllowed } from "../http/origin";
import { detectLanguage, langOf, type ContactEnv } from "./requestGuards";
import { defaultBuiltSite } from "../../tests/support/builtSite";

/** The language the endpoint answers in, for a request with this `Accept-Language`. */
async function preferredLang(header: string | undefined): Promise<string> {
  const app = new Hono<ContactEnv>().get("/", detectLanguage(), (c) => c.text(langOf(c)));
  const response = await app.request("/", {
    headers: header === undefined ? {} : { "Accept-Language": header },
  });
  return response.text();
}

describe("the visitor's language", () => {
  it.each([
    [undefined, "en"],
    ["nl", "nl"],
    ["nl-NL,nl;q=0.9,en;q=0.8", "nl"],
    ["en-GB,en;q=0.9,nl;q=0.8", "en"],
    ["ja-JP,ja;q=0.9,nl;q=0.7,en;q=0.6", "nl"],
    ["en;q=0.2, nl;q=0.8", "nl"],
    ["ja, ko", "en"],
    ["nl;q=0", "en"],
  ] as const)("%s → %s", async (header, lang) => {
    expect(await preferredLang(header)).toBe(lang);
  });
});

describe("originAllowed", () => {
  const allowed = ["https://partner.example"];
  it("allows requests without Origin, the same host and configured origins", () => {
    expect(originAllowed(undefined, "www.auditready.example", allowed)).toBe(true);
    expect(originAllowed("https://www.auditready.example", "www.auditready.example", allowed)).toBe(
      true,
    );
    expect(originAllowed("https://partner.example", "www.auditready.example", allowed)).toBe(true);
  });
  it("refuses other origins, look-alikes, null and garbage", () => {
    for (const origin of [
      "https://evil.example",
      "https://partner.example.evil.example",
      "http://partner.example",
      "null",
      "not a url",
    ]) {
      expect(originAllowed(origin, "www.auditready.example", allowed)).toBe(false);
    }
  });
});

describe("rate limits", () => {
  const minute = 60_000;
  const t0 = Date.UTC(2026, 10, 23, 9, 0, 0);
  afterEach(() => vi.useRealTimers());

  /** The limiter reads the clock itself: `at` ms after t0. */
  function takeAt(limiter: RateLimiter, client: string, at: number) {
    vi.useFakeTimers({ toFake: ["Date"], now: t0 + at });
    return limiter.take(client);
  }
  it("defaults to 5 per 10 minutes and 20 per day", () => {
    expect(readServerConfig({}, defaultBuiltSite).contact.rateLimits).toEqual([
      { limit: 5, windowMs: 10 * minute },
      { limit: 20, windowMs: 24 * 60 * minute },
    ]);
    expect(parseRateLimits("off")).toEqual([]);
    expect(() => parseRateLimits("5 per minute")).toThrow(/RATE_LIMITS/);
  });

  it("refuses the sixth message in 10 minutes and says when the oldest one leaves the window", async () => {
    const limiter = memoryRateLimiter(parseRateLimits("5/10m 20/1d"));
    for (let i = 0; i < 5; i++) expect((await takeAt(limiter, "a", i * minute)).ok).toBe(true);
    expect(await takeAt(limiter, "a", 5 * minute)).toEqual({ ok: false, retryAfterMs: 5 * minute });
    expect((await takeAt(limiter, "b", 5 * minute)).ok).toBe(true);
    expect((await takeAt(limiter, "a", 10 * minute)).ok).toBe(true);
  });

  it("does not count a refused message in any window: the client is let in when the window ends", async () => {
    const limiter = memoryRateLimiter(parseRateLimits("2/10m 4/1d"));
    await takeAt(limiter, "a", 0);
    await takeAt(limiter, "a", minute);
    for (let i = 2; i < 9; i++) expect((await takeAt(limiter, "a", i * minute)).ok).toBe(false);
    expect((await takeAt(limiter, "a", 10 * minute)).ok).toBe(true);
    expect((await takeAt(limiter, "a", 10 * minute)).ok).toBe(true);
    expect((await takeAt(limiter, "a", 10 * minute)).ok).toBe(false);
  });

  it("refuses the 21st message of a day even when spread out", async () => {
    const limiter = memoryRateLimiter(parseRateLimits("5/10m 20/1d"));
    for (let i = 0; i < 20; i++)
      expect((await takeAt(limiter, "a", i * 11 * minute)).ok).toBe(true);
    const refused = await takeAt(limiter, "a", 20 * 11 * minute);
    expect(refused.ok).toBe(false);
  });
});
