import { defineCopy } from "../../../common/i18n/translate";

/**
 * The "Last updated" line's words: the browser writes today's date into it, so they travel with
 * its code; the rest of the policy is the HTML's alone (docs/decisions/0116).
 */
export const lastUpdatedCopy = defineCopy(
  {
    lastUpdated: "Last updated: {date}",
    dateFormat: "{day} {month} {year}",
    monthNames:
      "January February March April May June July August September October November December",
  },
  {
    lastUpdated: "Laatst bijgewerkt: {date}",
    dateFormat: "{day} {month} {year}",
    monthNames:
      "januari februari maart april mei juni juli augustus september oktober november december",
  },
);
