import type { ScreeningStore } from "./screeningStore";

/** Retention: the used proofs that have expired, which can no longer be replayed; how many. */
export const proofRetention =
  (screening: Pick<ScreeningStore, "purgeProofClaims">) =>
  (now: number): Promise<number> =>
    screening.purgeProofClaims(now);
