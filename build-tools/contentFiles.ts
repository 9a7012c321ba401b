import type { ContentFile } from "../common/content/contentSchema";
import { slotPageContent } from "../server/booking/slotPage/slotPage.content";
import { zoneFormContent } from "../server/booking/slotPage/zoneForm.content";
import { holdPageContent } from "../server/booking/holds/holdPage.content";
import { managePageContent } from "../server/booking/manage/managePage.content";
import { holdMailContent } from "../server/booking/holds/holdMail.content";
import { bookingChangeMailContent } from "../server/booking/mails/bookingChangeMail.content";
import { bookingOfferContent } from "../server/booking/mails/bookingOffer.content";
import { demoDetailsContent } from "../server/booking/mails/demoDetails.content";
import { reminderMailContent } from "../server/booking/mails/reminderMail.content";
import { noShowMailContent } from "../server/booking/attendance/noShowMail.content";
import { addToCalendarContent } from "../server/booking/calendarLinks/addToCalendar.content";
import { confirmationMailContent } from "../server/contact/confirmationMail.content";
import { refusalPageContent } from "../server/contact/refusalPage.content";
import { contactEndpointContent } from "../server/contact/contactEndpoint.content";
import { transportContent } from "../server/http/transport.content";

/**
 * Every content file, once (docs/decisions/0900-content-files.md): the build's check, the tests
 * and the editor's configuration read this list. A new file: its `*.content.ts` beside the code
 * that shows it, and one entry here. (It lives in build-tools/ because common/ may import neither
 * app/ nor server/, where the descriptions live.)
 */
export const contentFiles: readonly ContentFile[] = [
  // The server's pages and answers to visitors
  slotPageContent,
  zoneFormContent,
  holdPageContent,
  managePageContent,
  refusalPageContent,
  contactEndpointContent,
  transportContent,
  // Every mail a visitor receives
  holdMailContent,
  bookingChangeMailContent,
  bookingOfferContent,
  demoDetailsContent,
  reminderMailContent,
  noShowMailContent,
  addToCalendarContent,
  confirmationMailContent,
];
