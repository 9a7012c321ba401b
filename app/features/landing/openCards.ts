/** Which feature cards are open; each card opens and closes on its own. */
export type OpenCards = ReadonlySet<string>;

export function toggleCard(open: OpenCards, id: string): OpenCards {
  const next = new Set(open);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
