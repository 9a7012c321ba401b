import type { PageId } from "../../../common/pagePaths";
import type { privacyPolicyCopy } from "./copy";

type Key = keyof typeof privacyPolicyCopy.en;

export type PolicyBlock =
  | { kind: "paragraph"; text: Key }
  | { kind: "list"; items: Key[] }
  /** A list whose items start with a bold term: "Access: ask which data we hold". */
  | { kind: "terms"; items: [term: Key, text: Key][] }
  /** A paragraph with the company's email address as a link in place of `{email}`. */
  | { kind: "emailParagraph"; text: Key }
  | { kind: "pageLink"; page: PageId; text: Key }
  | { kind: "externalLink"; href: Key; text: Key }
  | { kind: "companyDetails" };

export interface PolicySection {
  /** The same in both languages, so the language toggle keeps the reader's place. */
  id: string;
  heading: Key;
  blocks: PolicyBlock[];
}

/** The privacy policy's shape, its topics in order (docs/product.md#pages-and-routes). */
export const policySections: PolicySection[] = [
  {
    id: "data-we-collect",
    heading: "collectedHeading",
    blocks: [
      { kind: "paragraph", text: "collectedIntro" },
      {
        kind: "terms",
        items: [
          ["collectedFormTerm", "collectedFormText"],
          ["collectedBookingTerm", "collectedBookingText"],
          ["collectedConfirmTerm", "collectedConfirmText"],
          ["collectedCheckTerm", "collectedCheckText"],
          ["collectedSourceTerm", "collectedSourceText"],
          ["collectedTechnicalTerm", "collectedTechnicalText"],
          ["collectedConsentTerm", "collectedConsentText"],
          ["collectedLanguageTerm", "collectedLanguageText"],
        ],
      },
      { kind: "paragraph", text: "collectedNothingElse" },
      { kind: "pageLink", page: "cookiePolicy", text: "cookiePolicyLink" },
    ],
  },
  {
    id: "visit-counts",
    heading: "visitCountsHeading",
    blocks: [
      { kind: "paragraph", text: "visitCountsText" },
      { kind: "paragraph", text: "visitCountsBasis" },
    ],
  },
  {
    id: "how-we-use-data",
    heading: "useHeading",
    blocks: [
      { kind: "list", items: ["useReply", "useRecord", "useSource", "useOperate", "useConsent"] },
      { kind: "paragraph", text: "useNot" },
    ],
  },
  {
    id: "legal-basis",
    heading: "basisHeading",
    blocks: [
      { kind: "paragraph", text: "basisIntro" },
      {
        kind: "terms",
        items: [
          ["basisReplyTerm", "basisReplyText"],
          ["basisRecordTerm", "basisRecordText"],
          ["basisSourceTerm", "basisSourceText"],
          ["basisTechnicalTerm", "basisTechnicalText"],
          ["basisConsentTerm", "basisConsentText"],
          ["basisOptionalTerm", "basisOptionalText"],
        ],
      },
      { kind: "paragraph", text: "basisBalance" },
    ],
  },
  {
    id: "sharing",
    heading: "sharingHeading",
    blocks: [
      { kind: "paragraph", text: "sharingIntro" },
      {
        kind: "terms",
        items: [
          ["sharingEmailTerm", "sharingEmailText"],
          ["sharingHostingTerm", "sharingHostingText"],
          ["sharingCalendarTerm", "sharingCalendarText"],
        ],
      },
      { kind: "paragraph", text: "sharingOther" },
    ],
  },
  {
    id: "retention",
    heading: "retentionHeading",
    blocks: [
      {
        kind: "terms",
        items: [
          ["retentionFormTerm", "retentionFormText"],
          ["retentionBookingTerm", "retentionBookingText"],
          ["retentionTechnicalTerm", "retentionTechnicalText"],
          ["retentionConsentTerm", "retentionConsentText"],
          ["retentionLanguageTerm", "retentionLanguageText"],
        ],
      },
    ],
  },
  {
    id: "your-rights",
    heading: "rightsHeading",
    blocks: [
      { kind: "paragraph", text: "rightsIntro" },
      {
        kind: "terms",
        items: [
          ["rightsAccessTerm", "rightsAccessText"],
          ["rightsRectificationTerm", "rightsRectificationText"],
          ["rightsErasureTerm", "rightsErasureText"],
          ["rightsRestrictionTerm", "rightsRestrictionText"],
          ["rightsPortabilityTerm", "rightsPortabilityText"],
          ["rightsObjectionTerm", "rightsObjectionText"],
          ["rightsWithdrawTerm", "rightsWithdrawText"],
        ],
      },
      { kind: "emailParagraph", text: "rightsHow" },
      { kind: "paragraph", text: "rightsComplaint" },
      { kind: "externalLink", href: "authorityUrl", text: "authorityLink" },
    ],
  },
  {
    id: "security",
    heading: "securityHeading",
    blocks: [
      { kind: "paragraph", text: "securityMeasures" },
      { kind: "paragraph", text: "securityBreach" },
    ],
  },
  {
    id: "international-transfers",
    heading: "transfersHeading",
    blocks: [
      { kind: "paragraph", text: "transfersEea" },
      { kind: "paragraph", text: "transfersSafeguards" },
    ],
  },
  {
    id: "contact",
    heading: "contactHeading",
    blocks: [
      { kind: "paragraph", text: "contactIntro" },
      { kind: "companyDetails" },
      { kind: "paragraph", text: "contactQuestions" },
    ],
  },
  {
    id: "changes",
    heading: "changesHeading",
    blocks: [{ kind: "paragraph", text: "changesText" }],
  },
];
