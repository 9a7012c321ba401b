import { defineCopy } from "../../i18n/translate";

export const privacyPolicyCopy = defineCopy(
  {
    metaTitle: "Privacy policy – {product}",
    metaDescription: "How we collect, use and protect your personal data.",
    heading: "Privacy policy",
  },
  {
    metaTitle: "Privacybeleid – {product}",
    metaDescription: "Hoe wij uw persoonsgegevens verzamelen, gebruiken en beschermen.",
    heading: "Privacybeleid",
  },
);
