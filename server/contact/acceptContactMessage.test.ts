import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { validMessage } from "../../tests/support/apiServer";
import { parseRateLimits } from "../config/serverConfig";
import { bookingCapabilityHash, newBookingCapability } from "../booking/capability";
import {
  acceptContactMessages,
  type AcceptContactMessage,
  type ContactSubmission,
} from "./acceptContactMessage";
import { memoryRateLimiter } from "./rateLimiter";
import { solvedProof } from "../../tests/support/proofs";
import { proofLifetimeMs, screening } from "../screening/holdForReview";
import { newChallenge } from "../screening/proofOfWork";
import { blockSenders } from "../screening/blocklist";
import { sqliteStores } from "../../tests/support/stores";
import type { Stores } from "../hosts/stores";

const t0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const minute = 60_000;
const signing = { secret: "p".repeat(40), lifetimeMs: proofLifetimeMs };

/** The scripted form's body with the proof its worker solved at `now`. */
const provenMessage = async (now: number, overrides: Record<string, unknown> = {}) => ({
  ...validMessage(overrides),
  proof: await solvedProof(await newChallenge(signing, now)),
});

// Each message carries a real proof of work, solved here: a fraction of a second alone, up to 2.2 s
// a test beside the rest of the suite on a busy machine, too close to Vitest's default 5 seconds.
describe("accepting a contact message (no HTTP)", { timeout: 30_000 }, () => {
  let dir: string;
  let stores: Stores;
  let stored: number;
  let accept: AcceptContactMessage;

  const submit = async (overrides: Partial<ContactSubmission> = {}) => {
    // The rate limits read the clock themselves.
    vi.setSystemTime(overrides.now ?? t0);
    return accept({
      body: "body" in overrides ? undefined : await provenMessage(overrides.now ?? t0),
      lang: "nl",
      form: "enhanced",
      source: undefined,
      idempotencyKey: undefined,
      client: "203.0.113.7",
      requestId: "req-1",
      now: t0,
      log: pino({ level: "silent" }),
      ...overrides,
    });
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    dir = mkdtempSync(path.join(tmpdir(), "contact-service-"));
    stores = sqliteStores(path.join(dir, "messages.sqlite"));
    stored = 0;
    accept = acceptContactMessages({
      messages: stores.messages,
      limiter: memoryRateLimiter(parseRateLimits("2/10m")),
      clientHashKey: "test-key",
      deliveries: [
        { event: "lead", channel: "mail", target: "inbox" },
        { event: "lead", channel: "mail", target: "visitor" },
      ],
      giveUpAfterMs: 5 * 24 * 60 * minute,
      timeoutMs: 5000,
      onStored: () => stored++,
      screen: screening(stores.screening, signing),
    });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await stores.engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores a valid message with its language, request id and deliveries, then wakes the outbox", async () => {
    const outcome = await submit();
    expect(outcome).toEqual({ kind: "accepted", id: expect.any(String) });
    if (outcome.kind !== "accepted") return;
    const message = await stores.messages.get(outcome.id);
    expect(message).toMatchObject({ status: "pending", lang: "nl", requestId: "req-1" });
    expect(message?.fields.email).toBe("anna@example.nl");
    expect(message?.clientHash).toMatch(/^[0-9a-f]{32}$/);
    expect(message?.clientHash).not.toContain("203.0.113.7");
    const mails = await stores.messages.claim("test", t0, minute, 10);
    expect(mails.map((mail) => `${mail.event} ${mail.channel} ${mail.target}`).sort()).toEqual([
      "lead mail inbox",
      "lead mail visitor",
    ]);
    expect(stored).toBe(1);
  });

  it("hands back a booking capability only when bookings are offered, keeping only its hash", async () => {
    const withoutCalendar = await submit();
    expect(withoutCalendar).not.toHaveProperty("bookingToken");
    accept = acceptContactMessages({
      messages: stores.messages,
      limiter: memoryRateLimiter([]),
      clientHashKey: "test-key",
      deliveries: [],
      giveUpAfterMs: minute,
      onStored: () => stored++,
      timeoutMs: 5000,
      grantBooking: newBookingCapability,
      screen: screening(stores.screening, signing),
    });
    const outcome = await submit({ client: "203.0.113.8" });
    if (outcome.kind !== "accepted" || !outcome.bookingToken) throw new Error("no capability");
    expect(outcome.bookingToken).toMatch(/^[\w-]{43}$/);
    expect(await stores.booking.bookingGrant(outcome.bookingToken)).toBeNull();
    const grant = await stores.booking.bookingGrant(bookingCapabilityHash(outcome.bookingToken));
    expect(grant).toMatchObject({ messageId: outcome.id, lang: "nl", booking: null });
    const spam = await submit({ body: validMessage({ website: "http://spam.example" }) });
    expect(spam).not.toHaveProperty("bookingToken");
  });

  it("quarantines a filled honeypot without waking the outbox", async () => {
    const outcome = await submit({ body: validMessage({ website: "http://spam.example" }) });
    expect(outcome.kind).toBe("accepted");
    if (outcome.kind !== "accepted") return;
    expect((await stores.messages.get(outcome.id))?.status).toBe("quarantined");
    expect(stored).toBe(0);
  });

  it("refuses a body that is not an object, and names each invalid field, storing nothing", async () => {
    for (const body of [null, [], "hello", 42]) {
      expect(await submit({ body })).toEqual({ kind: "notAnObject" });
    }
    expect(await submit({ body: validMessage({ email: "geen-adres", message: "" }) })).toEqual({
      kind: "invalid",
      errors: { email: "emailInvalid", message: "messageRequired" },
    });
    expect(await stores.messages.list({})).toEqual([]);
  });

  it("refuses a malformed Idempotency-Key and accepts one written as a quoted string", async () => {
    expect(await submit({ idempotencyKey: "a b c" })).toEqual({ kind: "invalidIdempotencyKey" });
    expect(await submit({ idempotencyKey: "k".repeat(256) })).toEqual({
      kind: "invalidIdempotencyKey",
    });
    expect((await submit({ idempotencyKey: '"key-1"' })).kind).toBe("accepted");
    expect((await stores.messages.list({}))[0]?.idempotencyKey).toBe("key-1");
  });

  it("replays a repeated key with the first id, and refuses the key for different fields", async () => {
    const first = await submit({ idempotencyKey: "key-2" });
    const again = await submit({
      idempotencyKey: "key-2",
      body: validMessage({ timestamp: new Date(t0 + 5000).toISOString() }),
      now: t0 + 5000,
    });
    expect(first.kind).toBe("accepted");
    expect(again).toEqual({ kind: "replayed", id: first.kind === "accepted" ? first.id : "" });
    expect(
      await submit({ idempotencyKey: "key-2", body: validMessage({ message: "Something else" }) }),
    ).toEqual({ kind: "idempotencyMismatch" });
    expect((await stores.messages.list({})).length).toBe(1);
    expect(stored).toBe(1);
  });

  it("answers a second request with a key still being stored as in progress", async () => {
    const body = await provenMessage(t0);
    const [first, second] = await Promise.all([
      submit({ idempotencyKey: "key-3", body }),
      submit({ idempotencyKey: "key-3", body }),
    ]);
    expect(first?.kind).toBe("accepted");
    expect(second).toEqual({ kind: "inProgress" });
    expect((await stores.messages.list({})).length).toBe(1);
  });

  it("limits each client, says when to retry, and does not count replays", async () => {
    expect((await submit({ idempotencyKey: "r-1" })).kind).toBe("accepted");
    expect((await submit({ idempotencyKey: "r-1" })).kind).toBe("replayed");
    expect((await submit({ now: t0 + minute })).kind).toBe("accepted");
    expect(await submit({ now: t0 + 2 * minute })).toEqual({
      kind: "rateLimited",
      retryAfterSeconds: 8 * 60,
    });
    expect((await submit({ client: "203.0.113.8", now: t0 + 2 * minute })).kind).toBe("accepted");
    expect((await stores.messages.list({})).length).toBe(3);
  });

  it("answers storage unavailable when the message cannot be committed", async () => {
    await stores.engine.close();
    expect(await submit()).toEqual({ kind: "storageUnavailable" });
    expect(stored).toBe(0);
    stores = sqliteStores(path.join(dir, "messages.sqlite"));
    expect(await stores.messages.list({})).toEqual([]);
  });
  describe("screening", () => {
    beforeEach(() => {
      accept = acceptContactMessages({
        messages: stores.messages,
        limiter: memoryRateLimiter([]),
        clientHashKey: "test-key",
        deliveries: [{ event: "lead", channel: "mail", target: "inbox" }],
        giveUpAfterMs: minute,
        onStored: () => stored++,
        timeoutMs: 5000,
        grantBooking: newBookingCapability,
        screen: screening(stores.screening, signing),
      });
    });

    /** The stored message of an outcome that must look accepted to the visitor. */
    async function storedOf(outcome: Awaited<ReturnType<AcceptContactMessage>>) {
      expect(outcome).toEqual({ kind: "accepted", id: expect.any(String) });
      const id = outcome.kind === "accepted" ? outcome.id : "";
      return { message: await stores.messages.get(id), jobs: await stores.messages.jobsOf(id) };
    }

    it.each([
      ["missing", async () => validMessage()],
      ["malformed", async () => validMessage({ proof: "bm90IGEgcHJvb2Y=" })],
      ["expired", async () => provenMessage(t0 - proofLifetimeMs - minute)],
      ["invalid", async () => ({ ...(await provenMessage(t0)), email: "anna@example.nl" })],
    ])(
      "holds a scripted message whose proof is %s: an ordinary answer, no booking, nothing delivered",
      async (reason, body) => {
        const sent = await body();
        if (reason === "invalid") {
          // Signed by another server: its secret is not ours.
          const foreign = { secret: "q".repeat(40), lifetimeMs: proofLifetimeMs };
          sent.proof = await solvedProof(await newChallenge(foreign, t0));
        }
        const { message, jobs } = await storedOf(await submit({ body: sent }));
        expect(message).toMatchObject({ status: "held", holdReason: `proof-${reason}` });
        expect(jobs).toEqual([]);
        expect(stored).toBe(0);
      },
    );

    it("holds the second message sent with one proof, as replayed", async () => {
      const body = await provenMessage(t0);
      const first = await submit({ body });
      expect(first).toMatchObject({ kind: "accepted", bookingToken: expect.any(String) });
      const again = await storedOf(await submit({ body: { ...body, message: "Another one." } }));
      expect(again.message).toMatchObject({ status: "held", holdReason: "proof-replayed" });
      expect(stored).toBe(1);
    });

    it("does not hold the plain form for having no proof: it cannot solve one", async () => {
      const outcome = await submit({ body: validMessage(), form: "plain" });
      expect(outcome).toMatchObject({ kind: "accepted", bookingToken: expect.any(String) });
      const id = outcome.kind === "accepted" ? outcome.id : "";
      expect((await stores.messages.get(id))?.status).toBe("pending");
    });

    it("holds a blocklisted address or domain from either form, whatever its letter case or tag", async () => {
      await blockSenders(stores.screening, ["spam@example.com", "@bad.example"]);
      const blocked = [
        { body: await provenMessage(t0, { email: "Spam+demo@Example.com" }) },
        { body: validMessage({ email: "anyone@mail.bad.example" }), form: "plain" as const },
      ];
      for (const submission of blocked) {
        const { message, jobs } = await storedOf(await submit(submission));
        expect(message).toMatchObject({ status: "held", holdReason: "blocked" });
        expect(jobs).toEqual([]);
      }
      expect(stored).toBe(0);
    });
  });
});
