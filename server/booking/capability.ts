import { createHash, randomBytes } from "node:crypto";

/**
 * The capability to book a demo for one message: 256 random bits, handed to the visitor with
 * the accepted message and stored only as a hash, so the database alone cannot book for anyone.
 */
export function newBookingCapability(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: bookingCapabilityHash(token) };
}

export function bookingCapabilityHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
