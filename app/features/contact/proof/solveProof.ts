import { solveChallengeWorkers, type Challenge } from "altcha-lib";

/** Past this the solver gives up; the message then goes without a proof, held for review. */
const solveTimeoutMs = 30_000;

/**
 * Fetches a challenge from `challengeUrl` and solves it in a Web Worker; the proof field's
 * value, or null when any of it fails. Loaded on the form's first input.
 */
export async function solveProof(challengeUrl: string): Promise<string | null> {
  const started = performance.now();
  try {
    const response = await fetch(challengeUrl, { credentials: "omit", cache: "no-store" });
    if (!response.ok) return null;
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallengeWorkers({
      challenge,
      concurrency: 1,
      timeout: solveTimeoutMs,
      createWorker: () =>
        new Worker(new URL("./proofWorker.ts", import.meta.url), { type: "module" }),
    });
    if (!solution) return null;
    // For `npm run send-to-slots`, which reports how long the check took on the slow phone.
    performance.measure("proof-of-work", { start: started });
    const { counter, derivedKey } = solution;
    return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
  } catch {
    return null;
  }
}
