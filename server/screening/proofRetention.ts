import type { ScreeningStore } from "./screeningStore";

/** Retention: the used proofs that have expired, which can no longer be replayed. */
export const proofRetention =
  (storage: Pick<ScreeningStore, "purgeProofClaims">) => async (now: number) => {
    await storage.purgeProofClaims(now);
  };
