/**
 * The lead-source feature's public API (docs/product.md#lead-source): where this visitor came
 * from, for the contact form to send with the message. Keeping the first touch
 * (`firstTouch.ts`) is not part of it: the app loads that module on its own, after hydration.
 */
import type { LeadSource } from "../../../common/contact/leadSource";
import { local } from "../../browser/safeStorage";
import { firstTouchKey, landingVisit } from "./landing";
import { parseFirstTouch, sourceAtSubmit } from "./visitSource";

/** The source to send with a message now. */
export function leadSourceNow(): LeadSource {
  return sourceAtSubmit(
    landingVisit(),
    window.location.search,
    parseFirstTouch(local.getItem(firstTouchKey)),
  );
}
