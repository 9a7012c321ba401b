import type { FloodLimits } from "../config/floodLimits";
import type { FloodCheck, HoldReason, SubmittedForm } from "../storage/messages";

/**
 * The least time a person takes from the form's first input (when it fetches the challenge) to
 * Send: a name, an address, a company and a message. A proof solved and sent sooner came from a
 * script, and in a flood such a message is offered no booking (docs/decisions/0845-flood-rule.md).
 */
export const personalPaceMs = 3000;

/** What the flood rule looks at in a message before it is stored. */
interface FloodCandidate {
  form: SubmittedForm;
  /** Held by screening already (blocklist, proof): such a message is neither checked nor counted. */
  holdReason: HoldReason | null;
  /** A filled honeypot: quarantined, never counted. */
  quarantined: boolean;
  /** From the proof's challenge to the message's arrival; null without a proof (the plain form). */
  writingMs: number | null;
}

/**
 * The flood rule that applies to a message (docs/decisions/0845-flood-rule.md): a scripted
 * form's message that passed screening is in the `enhanced` lane (it carried a valid proof), a
 * plain form's in the `plain` lane, each with its own hourly limit; storage counts the lane and
 * holds the message past the limit. Held so, a scripted form's message still books by confirming
 * unless its proof came faster than a person writes; a plain form's (nothing to tell a person by)
 * books once the team releases it. None when screening already holds it, or its lane has no limit.
 */
export function floodCheckOf(message: FloodCandidate, limits: FloodLimits): FloodCheck | undefined {
  if (message.holdReason || message.quarantined) return undefined;
  const perHour = message.form === "plain" ? limits.plain : limits.proven;
  if (perHour === null) return undefined;
  const unhurried = message.writingMs !== null && message.writingMs >= personalPaceMs;
  return { lane: message.form, perHour, bookableWhenHeld: unhurried };
}
