import { createHmac } from "node:crypto";
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";

/**
 * Remembers which challenges were already used, for as long as they could still be valid; shared
 * by every instance (the database), so a solved challenge is accepted once in all.
 */
export interface ReplayStore {
  /** True the first time `challengeId` is claimed; false for every later claim before `expiresAt`. */
  claimOnce(challengeId: string, expiresAt: number): Promise<boolean>;
}

export interface ProofSigning {
  /** The server's secret (at least 32 characters); the challenge and its answer are signed with keys derived from it. */
  secret: string;
  /** How long a challenge may be answered, from its creation (ms). */
  lifetimeMs: number;
}

/**
 * The work a challenge asks: PBKDF2 derivations of `cost` rounds each, counting from 0 up to a
 * counter between `counterMin` and `counterMax`. Sized so the simulated slow phone (4x CPU
 * throttle) solves one in well under a second (docs/decisions/0840-only-people-book.md).
 */
export const proofDifficulty = {
  algorithm: "PBKDF2/SHA-256",
  cost: 50,
  counterMin: 500,
  counterMax: 1000,
} as const;

/** Why a proof was not accepted, or that it was. */
export type ProofCheck = "valid" | "missing" | "malformed" | "expired" | "invalid" | "replayed";

/** One key per purpose, so the challenge's signature and its answer's never share a key. */
function keyFor(secret: string, purpose: "challenge" | "answer"): string {
  return createHmac("sha256", secret).update(`altcha-${purpose}`).digest("hex");
}

/**
 * A signed challenge that expires. Its answer is a counter the server picked at random within
 * `proofDifficulty` (the solver finds it by counting from 0), so the work is known in advance;
 * its derived key is signed too, which makes checking an answer one HMAC, not a derivation.
 */
export function newChallenge(signing: ProofSigning, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: proofDifficulty.algorithm,
    cost: proofDifficulty.cost,
    counter: randomInt(proofDifficulty.counterMax, proofDifficulty.counterMin),
    deriveKey,
    expiresAt: Math.ceil((now + signing.lifetimeMs) / 1000),
    hmacSignatureSecret: keyFor(signing.secret, "challenge"),
    hmacKeySignatureSecret: keyFor(signing.secret, "answer"),
  });
}

const hex = z.string().regex(/^[0-9a-f]+$/);
/** What the form sends: the challenge as it got it and the counter with its derived key. */
const proofPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: hex,
      keySignature: z.optional(hex),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex }),
});

/** The form's proof field: the payload as base64 of its JSON, as ALTCHA's widget sends it. */
export function encodeProof(payload: Payload): string {
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

function decodeProof(field: string) {
  try {
    const parsed = proofPayload.safeParse(JSON.parse(Buffer.from(field, "base64").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * When the proof's challenge was handed out (epoch ms, to the second), read from its expiry;
 * null when the field cannot be read. Unchecked: use it only for a proof `checkProof` accepted.
 */
export function challengeIssuedAt(field: unknown, lifetimeMs: number): number | null {
  const payload = typeof field === "string" ? decodeProof(field) : null;
  return payload && payload.challenge.parameters.expiresAt * 1000 - lifetimeMs;
}

/**
 * Checks a proof field: signed by this server, not expired at `now`, solved, and not used
 * before (claimed in `replays` only once everything else holds, so garbage claims nothing).
 */
export async function checkProof(
  field: unknown,
  signing: ProofSigning,
  replays: ReplayStore,
  now = Date.now(),
): Promise<ProofCheck> {
  if (typeof field !== "string" || field === "") return "missing";
  const payload = decodeProof(field);
  if (!payload) return "malformed";
  const { challenge, solution } = payload;
  const expiresAt = challenge.parameters.expiresAt * 1000;
  if (expiresAt <= now) return "expired";
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: keyFor(signing.secret, "challenge"),
    hmacKeySignatureSecret: keyFor(signing.secret, "answer"),
  });
  if (result.expired) return "expired";
  if (!result.verified) return "invalid";
  const first = await replays.claimOnce(challenge.parameters.nonce, expiresAt);
  return first ? "valid" : "replayed";
}
