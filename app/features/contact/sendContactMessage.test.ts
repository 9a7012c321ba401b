import { afterEach, describe, expect, it, vi } from "vitest";
import { buildContactRequest } from "./contactRequest";
import {
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
    await expect(
      sendContactMessage(request, { timeoutMs: 10_000, fetch }),
    ).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/emailSender");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(request.init.body);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
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
        errors: { email: "Invalid email address", admin: "x", company: 42, phone: " " },
      }),
      { status: 400, statusText: "Bad Request" },
    );
    await expect(sendContactMessage(request, { timeoutMs: 10_000, fetch })).rejects.toMatchObject({
      status: 400,
      serverMessage: "Please correct the highlighted fields.",
      fieldErrors: { email: "Invalid email address" },
    });
  });
});
