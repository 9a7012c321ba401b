// The invisible check's solver, off the main thread so a slow phone keeps answering taps while it
// works: ALTCHA's worker loop with the Web Crypto key derivation.
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
