import type { LinkSigning } from "./bookingLinks";
import type { CalendarSource } from "./calendar/calendarSource";
import type { Team } from "./team/team";
import type { BookingStore } from "./store/bookingStore";

/** What a booking's renderings need besides the job. */
export interface BookingChannels {
  /** The single calendar (a team's first host's): its calendar when no team is handed in. */
  calendar: CalendarSource;
  /** The hosts (server/booking/team): each booking's event, mails and notices follow its host. */
  team?: Team;
  /** The team's zone: the team's mails, chat notices and webhooks name it. */
  timeZone: string;
  /** Signs the links the visitor's mails carry. */
  links: LinkSigning;
  storage: Pick<BookingStore, "bookingChange" | "bookingOf" | "bookingById">;
  /** How to join the demo (BOOKING_LOCATION), for the invitation and reminder; may be empty. */
  location: string;
  /** BOOKING_SOON_WEEKS: the hosts' invitation marks an audit this close; none: none is. */
  soonWeeks?: number;
}
