import { defineCopy } from "../../../common/i18n/translate";

/** The slot page's small form to show the times in another zone (without scripts). */
export const zoneFormCopy = defineCopy(
  {
    label: "Show the times in",
    option: "{zone} ({offset})",
    show: "Show times",
  },
  {
    label: "Toon de tijden in",
    option: "{zone} ({offset})",
    show: "Tijden tonen",
  },
);
