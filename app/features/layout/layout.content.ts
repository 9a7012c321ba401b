import { contentFile, group, list, text } from "../../../common/content/contentSchema";
import { pageTargetNames, pageTargetPattern } from "../../../common/pageLinks";

/** A footer link's target: one of our pages (`contact`, `home#services`), or `network`. */
const target = text({
  same: true,
  label: "Link to",
  pattern: {
    regex: new RegExp(`${pageTargetPattern.source}|^network$`),
    description: `a page (${pageTargetNames}, optionally with #section) or "network"`,
  },
});
const links = (label: ReturnType<typeof text>) =>
  list(group({ label, to: target }), { min: 1, max: 8, label: "Links" });

export const layoutContent = contentFile(
  "site/layout.json",
  {
    skipToContent: text(),
    homeLinkLabel: text({ placeholders: ["product"] }),
    mainNavigation: text(),
    navHome: text({ same: true }),
    navProduct: text({ same: true }),
    navContact: text({ same: true }),
    bookDemo: text(),
    openMenu: text(),
    closeMenu: text(),
    menu: text({ same: true }),
    footerTagline: text(),
    // The footer's grid has room for three columns of links beside the navigation column.
    footerColumns: list(
      group({ title: text(), links: links(text({ placeholders: ["company"] })) }),
      { min: 1, max: 3, label: "Link columns" },
    ),
    footerNavigation: group(
      // The same words as the header's menu, which reads the same in Dutch.
      { title: text(), label: text(), links: links(text({ same: true })) },
      { label: "Navigation column" },
    ),
    footerDetails: text(),
    registerNumber: text({ placeholders: ["number"] }),
    vatNumber: text({ placeholders: ["number"] }),
    emailLabel: text(),
    phoneLabel: text(),
    networkLink: text({ placeholders: ["company"] }),
    legalLinks: list(group({ label: text(), to: target }), {
      min: 0,
      max: 4,
      label: "Links beside the cookie settings",
    }),
    cookieSettings: text(),
    footerRights: text({ placeholders: ["company"] }),
  },
  { label: "Header, menu and footer" },
);
