import { randomBytes } from "node:crypto";
import type { SubmittedForm } from "../storage/messages";
import type { HoldReason, Storage } from "../storage/storage";
import { currentBlocklist } from "./blocklist";
import { challengeIssuedAt, checkProof, type ProofSigning } from "./proofOfWork";
import type { ScreeningStore } from "./screeningStore";

/** How long a challenge may be answered: a visitor who takes longer to write is held, not lost. */
export const proofLifetimeMs = 10 * 60_000;

/**
 * The key that signs the challenges: PROOF_SECRET, else one generated at the first start and
 * kept in the database, so every instance on it accepts the others' challenges.
 */
export async function proofSigning(
  configured: string,
  storage: Pick<Storage, "secret">,
): Promise<ProofSigning> {
  const secret =
    configured || (await storage.secret("proof-secret", () => randomBytes(32).toString("hex")));
  return { secret, lifetimeMs: proofLifetimeMs };
}

/**
 * How long the visitor wrote: from the challenge the form fetched at its first input to the
 * message's arrival (docs/decisions/0845-flood-rule.md); null without a readable proof.
 */
export function writingTimeOf(proof: unknown, now: number): number | null {
  const issuedAt = challengeIssuedAt(proof, proofLifetimeMs);
  return issuedAt === null ? null : now - issuedAt;
}

/** What screening looks at in a message: who sent it, from which form, with which proof. */
interface ScreenedSubmission {
  email: string;
  form: SubmittedForm;
  /** The JSON body's proof field as sent (the plain form has none). */
  proof: unknown;
  now: number;
}

/** Why a message is held for review, or null when it is delivered as usual. */
export type ScreenMessage = (submission: ScreenedSubmission) => Promise<HoldReason | null>;

/**
 * Screening in its order (docs/decisions/0841-held-for-review.md): a blocklisted sender is held
 * from either form; then the scripted form's proof must be valid, claimed once in the shared
 * store. The plain form cannot prove anything, so it is not held for that.
 */
export function screening(
  storage: Pick<ScreeningStore, "blockedEntries" | "claimProof">,
  signing: ProofSigning,
): ScreenMessage {
  const replays = { claimOnce: storage.claimProof.bind(storage) };
  return async ({ email, form, proof, now }) => {
    if ((await currentBlocklist(storage)).blocks(email)) return "blocked";
    if (form === "plain") return null;
    const check = await checkProof(proof, signing, replays, now);
    return check === "valid" ? null : `proof-${check}`;
  };
}
