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
import { slotsContent } from "../common/booking/slots.content";
import { contactMessageContent } from "../common/contact/contactMessage.content";
import { contactQuestionsContent } from "../common/contact/contactQuestions.content";
import { bookingPickerContent } from "../app/features/booking/picker.content";
import { consentBannerContent } from "../app/features/consent/consentBanner.content";
import { consentDialogContent } from "../app/features/consent/consentDialog.content";
import { contactContent } from "../app/features/contact/contact.content";
import { cookiePolicyContent } from "../app/features/cookie-policy/cookiePolicy.content";
import { homeContent } from "../app/features/landing/home.content";
import { homeCarouselContent } from "../app/features/landing/homeCarousel.content";
import { layoutContent } from "../app/features/layout/layout.content";
import { messageSentContent } from "../app/features/message-sent/messageSent.content";
import { notFoundContent } from "../app/features/not-found/notFound.content";
import { privacyPolicyContent } from "../app/features/privacy-policy/privacyPolicy.content";
import { privacyPolicyDateContent } from "../app/features/privacy-policy/privacyPolicyDate.content";
import { seoContent } from "../app/routing/seo.content";
import { dashboardMockupContent } from "../scripts/images/dashboardMockup.content";
import { aiAssistantMockupContent } from "../scripts/images/aiAssistantMockup.content";

/**
 * Every content file, once (docs/decisions/0900-content-files.md): the build's check, the tests
 * and the editor's configuration read this list. A new file: its `*.content.ts` beside the code
 * that shows it, and one entry here. (It lives in build-tools/ because common/ may import neither
 * app/ nor server/, where the descriptions live.)
 */
export const contentFiles: readonly ContentFile[] = [
  // The site's frame and the texts of every page
  layoutContent,
  consentBannerContent,
  consentDialogContent,
  seoContent,
  notFoundContent,
  messageSentContent,
  // Pages
  homeContent,
  homeCarouselContent,
  dashboardMockupContent,
  aiAssistantMockupContent,
  contactContent,
  contactQuestionsContent,
  cookiePolicyContent,
  privacyPolicyContent,
  privacyPolicyDateContent,
  // Booking and the contact form's answers
  bookingPickerContent,
  slotsContent,
  contactMessageContent,
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
