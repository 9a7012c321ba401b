import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import { proofChallengePath } from "../../common/contact/proofOfWork";
import { challengeRoute } from "./challengeRoute";
import { checkProof, encodeProof, type ReplayStore } from "./proofOfWork";

const signing = { secret: "s".repeat(40), lifetimeMs: 10 * 60_000 };
const claimed = new Set<string>();
/** A test double of the shared store. */
const replays: ReplayStore = {
  claimOnce: (id) => Promise.resolve(!claimed.has(id) && Boolean(claimed.add(id))),
};

describe("the challenge route", () => {
  it("hands out a fresh challenge each time, never cached, that the server then accepts once solved", async () => {
    const app = challengeRoute(signing);
    const first = await app.request(proofChallengePath);
    const second = await app.request(proofChallengePath);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    expect(first.headers.get("Set-Cookie")).toBeNull();
    const challenge = (await first.json()) as Challenge;
    const other = (await second.json()) as Challenge;
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
    const expiresInMs = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(signing.lifetimeMs - 5000);
    expect(expiresInMs).toBeLessThanOrEqual(signing.lifetimeMs + 1000);

    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("not solved");
    expect(await checkProof(encodeProof({ challenge, solution }), signing, replays)).toBe("valid");
  });

  it("answers only GET", async () => {
    const response = await challengeRoute(signing).request(proofChallengePath, { method: "POST" });
    expect(response.status).toBe(404);
  });
});
