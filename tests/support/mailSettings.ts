import type { MailSettings } from "../../server/delivery/mail/outgoingMail";

/** The site's mail settings in the booking tests: its sender, the team's inbox in English. */
export const testMailSettings: MailSettings = {
  from: "AuditReady website <website@auditready.example>",
  to: "sales@auditready.example",
  inboxLang: "en",
  productName: "AuditReady",
};
