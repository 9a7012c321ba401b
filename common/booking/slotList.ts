/** The slot list as the server sends it (`GET /api/booking/slots`) and its pages show it. */
export interface ShownSlot {
  start: number;
  end: number;
  /** `HH:MM` in the visitor's zone. */
  time: string;
  /** `HH:MM` in the team's zone, only where it reads differently from the visitor's. */
  teamTime?: string;
}

export interface SlotDay {
  /** `YYYY-MM-DD` in the visitor's zone. */
  date: string;
  slots: ShownSlot[];
}

export interface SlotsByDay {
  /** The zone the dates and times are in, to be named beside them. */
  zone: string;
  /** The team's zone when some times read differently there, else null. */
  teamZone: string | null;
  days: SlotDay[];
  /**
   * The visitor's next audit is close (BOOKING_SOON_WEEKS): the offer puts its soonest times
   * first and says so (docs/product.md#demo-bookings). Absent otherwise.
   */
  soonestFirst?: true;
}
