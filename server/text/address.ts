/**
 * The address as the booking rules compare it: letter case ignored, a `+tag` dropped from the
 * local part (anna+demo@x.nl is anna@x.nl), spaces around it trimmed.
 */
export function normalisedAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at < 0) return trimmed;
  const local = trimmed.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus < 0 ? local : local.slice(0, plus)}${trimmed.slice(at)}`;
}

export const domainOf = (address: string) => normalisedAddress(address).split("@").at(-1) ?? "";
