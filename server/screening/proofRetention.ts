import type { Storage } from "../storage/storage";

/** Retention: the used proofs that have expired, which can no longer be replayed. */
export const proofRetention =
  (storage: Pick<Storage, "purgeProofClaims">) => async (now: number) => {
    await storage.purgeProofClaims(now);
  };
