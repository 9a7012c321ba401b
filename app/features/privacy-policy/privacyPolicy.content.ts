import { contentFile, group, list, text } from "../../../common/content/contentSchema";
import { pageTargetNames, pageTargetPattern } from "../../../common/pageLinks";

/**
 * The privacy policy: sections in order, each with paragraphs, then plain bullets, then bullets
 * that start with a bold term, then closing paragraphs and links; any part may be empty.
 * In a paragraph, `{email}` becomes the company's address as a link, and a paragraph of
 * `{companyDetails}` alone becomes the company's name, address and numbers.
 */
const paragraph = text({
  placeholders: ["company", "product", "consentDays", "email", "companyDetails"],
  long: true,
});
const paragraphs = (label: string) => list(paragraph, { min: 0, max: 12, label });

export const privacyPolicyContent = contentFile(
  "pages/privacyPolicy.json",
  {
    metaTitle: text({ placeholders: ["product"] }),
    metaDescription: text({ placeholders: ["product"], long: true }),
    heading: text(),
    intro: text({ placeholders: ["company", "product"], long: true }),
    introScope: text({ placeholders: ["company", "product"], long: true }),
    contents: text(),
    sections: list(
      group({
        // The anchor in the address, the same in every language so the toggle keeps the place.
        id: text({
          same: true,
          label: "Anchor",
          pattern: { regex: /^[a-z0-9-]+$/, description: "lower-case letters, digits and -" },
        }),
        // "Contact" is Dutch too.
        heading: text({ same: true }),
        paragraphs: paragraphs("Paragraphs"),
        bullets: list(paragraph, { min: 0, max: 12, label: "Bullets" }),
        terms: list(group({ term: text(), text: paragraph }), {
          min: 0,
          max: 12,
          label: "Bullets with a term",
        }),
        closing: paragraphs("Closing paragraphs"),
        links: list(
          group({
            text: text(),
            to: text({
              same: true,
              label: "Link to",
              pattern: {
                regex: new RegExp(`${pageTargetPattern.source}|^https://\\S+$`),
                description: `a page (${pageTargetNames}) or a web address starting with https://`,
              },
            }),
          }),
          { min: 0, max: 4, label: "Links" },
        ),
      }),
      { min: 1, max: 20, label: "Sections" },
    ),
    contactRegister: text({ placeholders: ["register"] }),
    contactVat: text({ placeholders: ["vat"] }),
    contactEmail: text(),
    contactPhone: text(),
  },
  { label: "Privacy policy" },
);
