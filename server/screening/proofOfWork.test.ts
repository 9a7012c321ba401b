import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import {
  checkProof,
  encodeProof,
  newChallenge,
  proofDifficulty,
  type ReplayStore,
} from "./proofOfWork";

const signing = { secret: "s".repeat(40), lifetimeMs: 10 * 60_000 };

/** A test double of the shared store: remembers claims in a Map. */
function memoryReplays(): ReplayStore & { claimed: Map<string, number> } {
  const claimed = new Map<string, number>();
  return {
    claimed,
    claimOnce: (id, expiresAt) => {
      if (claimed.has(id)) return Promise.resolve(false);
      claimed.set(id, expiresAt);
      return Promise.resolve(true);
    },
  };
}

/** What the form's solver sends for `challenge`. */
async function solvedProof(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("not solved");
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

describe("proof of work", () => {
  it("accepts a solved challenge once, whichever way it is sent again", async () => {
    const replays = memoryReplays();
    const proof = encodeProof(await solvedProof(await newChallenge(signing)));
    expect(await checkProof(proof, signing, replays)).toBe("valid");
    expect(await checkProof(proof, signing, replays)).toBe("replayed");
    expect(replays.claimed.size).toBe(1);
  });

  it("asks for a counter within the difficulty's range", async () => {
    const { solution } = await solvedProof(await newChallenge(signing));
    expect(solution.counter).toBeGreaterThanOrEqual(proofDifficulty.counterMin);
    expect(solution.counter).toBeLessThanOrEqual(proofDifficulty.counterMax);
  });

  it("refuses a challenge past its lifetime, without claiming it", async () => {
    const replays = memoryReplays();
    const created = Date.now() - signing.lifetimeMs - 1000;
    const proof = encodeProof(await solvedProof(await newChallenge(signing, created)));
    expect(await checkProof(proof, signing, replays)).toBe("expired");
    expect(replays.claimed.size).toBe(0);
  });

  it("refuses a challenge another secret signed, or one changed after signing", async () => {
    const replays = memoryReplays();
    const foreign = await solvedProof(await newChallenge({ ...signing, secret: "t".repeat(40) }));
    expect(await checkProof(encodeProof(foreign), signing, replays)).toBe("invalid");
    const own = await solvedProof(await newChallenge(signing));
    const longer = {
      ...own,
      challenge: {
        ...own.challenge,
        parameters: { ...own.challenge.parameters, expiresAt: 4_000_000_000 },
      },
    };
    expect(await checkProof(encodeProof(longer), signing, replays)).toBe("invalid");
    expect(replays.claimed.size).toBe(0);
  });

  it("refuses a wrong answer to a genuine challenge", async () => {
    const replays = memoryReplays();
    const { challenge, solution } = await solvedProof(await newChallenge(signing));
    const guessed = { counter: solution.counter + 1, derivedKey: "ab".repeat(32) };
    expect(await checkProof(encodeProof({ challenge, solution: guessed }), signing, replays)).toBe(
      "invalid",
    );
    expect(replays.claimed.size).toBe(0);
  });

  it("tells a missing proof from one that is not a proof at all", async () => {
    const replays = memoryReplays();
    expect(await checkProof(undefined, signing, replays)).toBe("missing");
    expect(await checkProof("", signing, replays)).toBe("missing");
    expect(await checkProof("not base64 json", signing, replays)).toBe("malformed");
    const noSolution = Buffer.from(JSON.stringify({ challenge: {} })).toString("base64");
    expect(await checkProof(noSolution, signing, replays)).toBe("malformed");
  });
});
