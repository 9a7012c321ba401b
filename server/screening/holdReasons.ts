import { defineCopy } from "../../common/i18n/translate";
import type { HoldReason } from "../storage/storage";

// A record, so that the type checker sees every reason listed.
const everyReason = {
  blocked: true,
  flood: true,
  "proof-missing": true,
  "proof-malformed": true,
  "proof-expired": true,
  "proof-invalid": true,
  "proof-replayed": true,
} satisfies Record<HoldReason, true>;

/** Every reason a message is held for, by the code the docs and `leads list --reason` use. */
export const holdReasons = Object.keys(everyReason) as HoldReason[];

export const isHoldReason = (value: string): value is HoldReason =>
  (holdReasons as readonly string[]).includes(value);

/**
 * Why a message was held, in each language: the one wording the summary, the links' pages and
 * `npm run leads` (in English) give each reason, beside its code.
 */
export const holdReasonCopy = defineCopy(
  {
    blocked: "the sender's address or domain is on the blocklist",
    flood: "it came in after an unusual number of messages that hour",
    "proof-missing":
      "it was sent without the invisible check (a very old browser, a blocked script, or a bot)",
    "proof-malformed": "its invisible check could not be read",
    "proof-expired": "its invisible check had expired (the page was open a long time)",
    "proof-invalid": "its invisible check was not made by this site",
    "proof-replayed": "its invisible check had already been used for another message",
  },
  {
    nl: {
      blocked: "het adres of domein van de afzender staat op de blokkeerlijst",
      flood: "het kwam binnen na een ongewoon aantal berichten in dat uur",
      "proof-missing":
        "het is verstuurd zonder de onzichtbare controle (een heel oude browser, een geblokkeerd script of een bot)",
      "proof-malformed": "de onzichtbare controle kon niet worden gelezen",
      "proof-expired": "de onzichtbare controle was verlopen (de pagina stond lang open)",
      "proof-invalid": "de onzichtbare controle is niet door deze website gemaakt",
      "proof-replayed": "de onzichtbare controle was al gebruikt voor een ander bericht",
    },
  },
) satisfies Record<string, Record<HoldReason, string>>;
