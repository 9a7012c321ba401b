import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { proofChallengePath, proofField } from "../../common/contact/proofOfWork";
import { proofLifetimeMs, screening } from "../../server/screening/holdForReview";
import { encodeProof, newChallenge } from "../../server/screening/proofOfWork";
import type { ScreeningStore } from "../../server/screening/screeningStore";

/** The proof field the scripted form sends for `challenge`, solved as its worker does. */
export async function solvedProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  const { counter, derivedKey } = solution;
  return encodeProof({ challenge, solution: { counter, derivedKey } });
}

/**
 * A fresh proof from the server that serves `contactUrl`, fetched from its challenge route
 * (with the request's Origin, as a browser page sends it) and solved.
 */
export async function proofFromServer(contactUrl: string, origin?: string): Promise<string> {
  const response = await fetch(new URL(proofChallengePath, contactUrl), {
    headers: origin ? { Origin: origin } : {},
  });
  if (!response.ok) throw new Error(`challenge route answered ${response.status}`);
  return solvedProof((await response.json()) as Challenge);
}

/**
 * Screening as the server runs it on screening's store, with a signing key of the test's own,
 * and the scripted form's body for it (the message with a freshly solved proof).
 */
export function testScreening(store: Pick<ScreeningStore, "blockedEntries" | "claimProof">) {
  const signing = { secret: "test-proof-secret-".repeat(3), lifetimeMs: proofLifetimeMs };
  return {
    screen: screening(store, signing),
    proven: async (body: Record<string, unknown>) => ({
      ...body,
      [proofField]: await solvedProof(await newChallenge(signing)),
    }),
  };
}
