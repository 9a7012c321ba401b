import { Hono } from "hono";
import { proofChallengePath } from "../../common/contact/proofOfWork";
import { newChallenge, type ProofSigning } from "./proofOfWork";

/**
 * `GET /api/contact/challenge`: a fresh signed challenge for the contact form's invisible check.
 * Never cached (each is answered once), and it sets no cookie: the challenge carries its own
 * signature and expiry.
 */
export function challengeRoute(signing: ProofSigning): Hono {
  const routes = new Hono();
  routes.get(proofChallengePath, async (c) =>
    c.json(await newChallenge(signing), 200, { "Cache-Control": "no-store" }),
  );
  return routes;
}
