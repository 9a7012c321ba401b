import { afterEach, describe, expect, it, vi } from "vitest";
import { webcrypto } from "node:crypto";
import { siteConfig } from "../../../common/siteConfig";
import {
  buildContactRequest,
  createContactQueryClient,
  newId,
  retryDelay,
  ContactHttpError,
  OfflineError,
  sendContactMessage,
  UnreadableAnswerError,
} from "./sendContactMessage";

const request = buildContactRequest(
  {
    values: {
      firstName: "Ada",
      lastName: "de Vries",
      email: "ada@example.nl",
      company: "Bakkerij Ada",
      phone: "",
      message: "Hi",
    },
    honeypot: "",
    lang: "en",
    requestId: "r",
    idempotencyKey: "k",
    timestamp: "2026-11-21T10:00:00.000Z",
    source: {},
  },
  "/api/emailSender",
);

const answer = (body: string | null, init: ResponseInit) =>
  vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(body, init));

afterEach(() => {
  vi.useRealTimers();
});

describe("sendContactMessage", () => {
  it("resolves on 200 with a JSON body and passes the prepared request to fetch", async () => {
    const fetch = answer('{"ok":true,"id":"m1"}', { status: 200 });
    await expect(sendContactMessage(request, { timeoutMs: 10_000, fetch })).resolves.toEqual({});
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/emailSender");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(request.init.body);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("hands on the demo booking capability when the server offers bookings", async () => {
    const fetch = answer('{"ok":true,"id":"m1","booking":"cap"}', { status: 200 });
    await expect(sendContactMessage(request, { timeoutMs: 10_000, fetch })).resolves.toEqual({
      booking: "cap",
    });
  });

  it("rejects a 200 that is not JSON: the message may never have arrived", async () => {
    const fetch = answer("<!doctype html><p>Home</p>", { status: 200 });
    await expect(sendContactMessage(request, { timeoutMs: 10_000, fetch })).rejects.toBeInstanceOf(
      UnreadableAnswerError,
    );
  });

  it("carries the server's message of a non-OK answer", async () => {
    const fetch = answer('{"message":"Too many messages. Try again in 60 seconds."}', {
      status: 429,
      statusText: "Too Many Requests",
    });
    const error = await sendContactMessage(request, { timeoutMs: 10_000, fetch }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContactHttpError);
    expect(error).toMatchObject({
      status: 429,
      statusText: "Too Many Requests",
      serverMessage: "Too many messages. Try again in 60 seconds.",
    });
  });

  it("keeps status and status text when the error body is not JSON", async () => {
    const fetch = answer(null, { status: 502, statusText: "Bad Gateway" });
    await expect(sendContactMessage(request, { timeoutMs: 10_000, fetch })).rejects.toMatchObject({
      status: 502,
      statusText: "Bad Gateway",
      serverMessage: undefined,
    });
  });

  it("aborts after the timeout with a TimeoutError", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const sent = sendContactMessage(request, { timeoutMs: 10_000, fetch }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toMatchObject({ name: "TimeoutError" });
  });

  it("passes a network failure through as the TypeError fetch threw", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(sendContactMessage(request, { timeoutMs: 10_000, fetch })).rejects.toBeInstanceOf(
      TypeError,
    );
  });

  it("does not even try while the browser is offline", async () => {
    const fetch = answer('{"ok":true}', { status: 200 });
    await expect(
      sendContactMessage(request, { timeoutMs: 10_000, fetch, isOnline: () => false }),
    ).rejects.toBeInstanceOf(OfflineError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("carries the server's per-field texts of a refused message, only for known fields", async () => {
    const fetch = answer(
      JSON.stringify({
        message: "Please correct the highlighted fields.",
        errors: {
          email: "Invalid email address",
          nextAudit: "Please choose a month from the list",
          admin: "x",
          company: 42,
          phone: " ",
        },
      }),
      { status: 400, statusText: "Bad Request" },
    );
    await expect(sendContactMessage(request, { timeoutMs: 10_000, fetch })).rejects.toMatchObject({
      status: 400,
      serverMessage: "Please correct the highlighted fields.",
      fieldErrors: {
        email: "Invalid email address",
        nextAudit: "Please choose a month from the list",
      },
    });
  });
});

const requestValues = {
  firstName: " Ada ",
  lastName: "de Vries",
  email: "ada@example.nl ",
  company: "Bakkerij Ada",
  phone: "",
  message: "Line 1\nLine 2 ",
};

const input = {
  values: requestValues,
  honeypot: "",
  lang: "nl" as const,
  requestId: "req-1",
  idempotencyKey: "key-1",
  timestamp: "2026-11-21T10:00:00.000Z",
  source: {},
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

  it("adds the lead's source only when something is known of it", () => {
    const source = { utmCampaign: "brcgs-9", landingPath: "/" };
    const known = buildContactRequest({ ...input, source }, "/x");
    expect(JSON.parse(known.init.body)).toMatchObject({ source });
    expect(JSON.parse(buildContactRequest(input, "/x").init.body)).not.toHaveProperty("source");
  });

  it("adds each of the two answers only when it was given", () => {
    const answers = { standards: ["brcgs", "ifs"] as const, nextAudit: "2027-03" };
    expect(JSON.parse(buildContactRequest({ ...input, answers }, "/x").init.body)).toMatchObject(
      answers,
    );
    const onlyMonth = { standards: [], nextAudit: "not-planned" };
    const body = JSON.parse(buildContactRequest({ ...input, answers: onlyMonth }, "/x").init.body);
    expect(body).toMatchObject({ nextAudit: "not-planned" });
    expect(body).not.toHaveProperty("standards");
  });

  it("carries the invisible check's proof only when it was ready", () => {
    const proved = buildContactRequest({ ...input, proof: "eyJjaGFsbGVuZ2UiOnt9fQ==" }, "/x");
    expect(JSON.parse(proved.init.body)).toMatchObject({ proof: "eyJjaGFsbGVuZ2UiOnt9fQ==" });
    expect(JSON.parse(buildContactRequest(input, "/x").init.body)).not.toHaveProperty("proof");
  });

  it("adds the honeypot only when something filled it in", () => {
    const bot = buildContactRequest({ ...input, honeypot: "http://spam.example" }, "/x");
    expect(JSON.parse(bot.init.body)).toMatchObject({ website: "http://spam.example" });
    const blank = buildContactRequest({ ...input, honeypot: "  " }, "/x");
    expect(JSON.parse(blank.init.body)).not.toHaveProperty("website");
  });
});

describe("contact timeout", () => {
  it("is 10 seconds by default (docs/product.md#constants)", () => {
    expect(siteConfig.contactTimeoutMs).toBe(10_000);
  });
});

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newId", () => {
  it("uses crypto.randomUUID where the browser offers it", () => {
    expect(newId({ getRandomValues: (a) => a, randomUUID: () => "1-2-3-4-5" })).toBe("1-2-3-4-5");
  });

  it("builds a fresh UUID v4 without randomUUID (plain-HTTP pages)", () => {
    const getRandomValues = webcrypto.getRandomValues.bind(webcrypto) as Crypto["getRandomValues"];
    const first = newId({ getRandomValues });
    expect(first).toMatch(uuidV4);
    expect(newId({ getRandomValues })).not.toBe(first);
  });
});

describe("contact query client", () => {
  it("uses the spec's cache defaults, never retries the submit and never parks it while offline", () => {
    const defaults = createContactQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(3);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.mutations?.networkMode).toBe("always");
  });

  it("waits 1 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
