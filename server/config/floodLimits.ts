/**
 * How many messages an hour, across every address, each lane delivers before further ones are
 * held for review with the reason `flood` (docs/decisions/0845-flood-rule.md); null: no limit.
 * `proven`: the scripted form's messages with a valid proof; `plain`: the plain HTML form's,
 * where most form-spam bots post.
 */
export interface FloodLimits {
  proven: number | null;
  plain: number | null;
}

/** `20` (messages an hour) or `off`. */
export function parseFloodLimit(value: string): number | null {
  if (value.toLowerCase() === "off") return null;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1) {
    throw new Error(
      `must be a whole number of messages an hour (1 or more) or off, got "${value}"`,
    );
  }
  return number;
}
