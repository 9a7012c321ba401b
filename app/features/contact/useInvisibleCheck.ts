import { useCallback, useRef } from "react";
import { proofChallengePath } from "../../../common/contact/proofOfWork";
import { siteConfig } from "../../../common/siteConfig";

/** How long a send waits for a proof still being solved before it goes without one. */
const waitForProofMs = 2000;

/**
 * The contact form's invisible check (docs/decisions/0840-only-people-book.md): on the
 * visitor's first input the solver module loads and solves a challenge, so a proof is ready by
 * the time they send. Each proof is accepted once: a retry after a failed send starts a new one.
 */
export function useInvisibleCheck() {
  const pending = useRef<Promise<string | null> | null>(null);

  const start = useCallback(() => {
    pending.current ??= import("./proof/solveProof").then(
      ({ solveProof }) => {
        // On the contact endpoint's server, which may be another origin than the page's.
        const endpoint = new URL(siteConfig.contactEndpoint, window.location.href);
        return solveProof(new URL(proofChallengePath, endpoint).href);
      },
      () => null,
    );
  }, []);

  /** The proof, if ready within the wait; undefined otherwise (the server holds the message). */
  const takeProof = useCallback(async (): Promise<string | undefined> => {
    start();
    const solving = pending.current;
    pending.current = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>(
      (resolve) => (timer = setTimeout(resolve, waitForProofMs, null)),
    );
    const proof = await Promise.race([solving, late]);
    clearTimeout(timer);
    return proof ?? undefined;
  }, [start]);

  return { start, takeProof };
}
