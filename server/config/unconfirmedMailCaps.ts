/**
 * The caps on mail to addresses nobody has confirmed, from the message and booking flows alike
 * (docs/configuration.md, docs/decisions/0842-bookings-by-confirming.md).
 */
export interface UnconfirmedMailCaps {
  perAddressPerDay: number;
  perDomainPerHour: number;
  perHour: number;
}
