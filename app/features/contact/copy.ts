import { defineCopy } from "../../i18n/translate";

export const contactCopy = defineCopy(
  {
    metaTitle: "Contact us – book a demo of {product}",
    metaDescription: "Book a demo or ask a question. We reply within 24 hours.",
    heading: "Contact us",
  },
  {
    metaTitle: "Contact – vraag een demo van {product} aan",
    metaDescription: "Vraag een demo aan of stel uw vraag. Wij reageren binnen 24 uur.",
    heading: "Neem contact op",
  },
);
