import { defineCopy } from "../../common/i18n/translate";

/**
 * The summary of held messages to the team's inbox, and its part in the weekly digest. A text
 * that counts has a `…One` beside it for a count of 1 (`byCount` in heldSummaryMail.ts).
 */
export const heldSummaryCopy = defineCopy(
  {
    subjectNew: "{count} new messages held for review ({waiting})",
    subjectNewOne: "1 new message held for review ({waiting})",
    waiting: "{waiting} waiting",
    waitingOne: "1 waiting",
    subjectWaiting: "{waiting} messages still wait for your review",
    subjectWaitingOne: "1 message still waits for your review",
    intro:
      "These messages were not delivered: the site held them for your review, and each visitor got the usual answer. A real lead among them is delivered as usual once you release it.",
    how: "Each link opens a page where you confirm with one button; opening it changes nothing. The links work for {days} days.",
    who: "{name}, {company} <{email}>",
    reason: "Held because {reason}. Received {when} UTC.",
    release: "Release (delivered as usual)",
    blockAddress: "Block {email}",
    blockDomain: "Block everyone at {domain}",
    more: "{count} more wait; npm run leads -- list --status held lists them all.",
    moreOne: "1 more waits; npm run leads -- list --status held lists it.",
    blockedLeftOut:
      "{count} more from senders on the blocklist are left out; npm run leads -- list --status held lists them.",
    blockedLeftOutOne:
      "1 more from a sender on the blocklist is left out; npm run leads -- list --status held lists it.",
    digestHeading: "Messages waiting for your review ({waiting}):",
  },
  {
    nl: {
      subjectNew: "{count} nieuwe berichten vastgehouden ter controle ({waiting})",
      subjectNewOne: "1 nieuw bericht vastgehouden ter controle ({waiting})",
      waiting: "{waiting} wachten",
      waitingOne: "1 wacht",
      subjectWaiting: "{waiting} berichten wachten nog op uw controle",
      subjectWaitingOne: "1 bericht wacht nog op uw controle",
      intro:
        "Deze berichten zijn niet afgeleverd: de website heeft ze vastgehouden zodat u ze kunt controleren, en elke bezoeker kreeg het gewone antwoord. Een echte lead ertussen wordt gewoon afgeleverd zodra u hem vrijgeeft.",
      how: "Elke link opent een pagina waarop u met één knop bevestigt; alleen openen verandert niets. De links werken {days} dagen.",
      who: "{name}, {company} <{email}>",
      reason: "Vastgehouden omdat {reason}. Ontvangen {when} UTC.",
      release: "Vrijgeven (gewoon afleveren)",
      blockAddress: "{email} blokkeren",
      blockDomain: "Iedereen bij {domain} blokkeren",
      more: "Er wachten nog {count}; npm run leads -- list --status held toont ze allemaal.",
      moreOne: "Er wacht nog 1; npm run leads -- list --status held toont het.",
      blockedLeftOut:
        "Nog {count} berichten van afzenders op de blokkeerlijst zijn weggelaten; npm run leads -- list --status held toont ze.",
      blockedLeftOutOne:
        "Nog 1 bericht van een afzender op de blokkeerlijst is weggelaten; npm run leads -- list --status held toont het.",
      digestHeading: "Berichten die op uw controle wachten ({waiting}):",
    },
  },
);
