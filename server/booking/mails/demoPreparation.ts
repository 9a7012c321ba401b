import type { Lang } from "../../../common/i18n/lang";
import { auditSoonMark, qualificationRows } from "../../../common/contact/qualificationWords";
import type { StoredMessage } from "../../storage/storage";

/** What a host reads to prepare the demo: a close audit's mark and the visitor's two answers. */
export interface DemoPreparation {
  /** "audit in 4 weeks, BRCGS", or null when the audit is not close. */
  mark: string | null;
  /** The mark, then "Standards: …" and "Next audit: …", as the visitor answered. */
  lines: string[];
}

/**
 * The preparation notes of a message's demo for its hosts, in the team's language; an audit is
 * close when its month began within `soonWeeks` (BOOKING_SOON_WEEKS) of the message's arrival,
 * as the lead mail and the webhook reckon it. None given: no audit counts as close.
 */
export function demoPreparation(
  message: Pick<StoredMessage, "qualification" | "createdAt">,
  lang: Lang,
  soonWeeks: number | undefined,
): DemoPreparation {
  const { qualification, createdAt } = message;
  const mark =
    soonWeeks === undefined ? null : auditSoonMark(qualification, createdAt, soonWeeks, lang);
  const rows = qualificationRows(qualification, lang).map(([label, value]) => `${label}: ${value}`);
  return { mark, lines: [...(mark ? [mark] : []), ...rows] };
}
