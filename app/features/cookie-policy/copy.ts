import { defineCopy } from "../../i18n/translate";

export const cookiePolicyCopy = defineCopy(
  {
    metaTitle: "Cookie policy – {product}",
    metaDescription: "Which cookies we use, why, and how long they last.",
    heading: "Cookie policy",
  },
  {
    metaTitle: "Cookiebeleid – {product}",
    metaDescription: "Welke cookies wij gebruiken, waarom en hoe lang ze bewaard blijven.",
    heading: "Cookiebeleid",
  },
);
