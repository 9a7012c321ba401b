import { defineCopy } from "../../../common/i18n/translate";

/** The parts every mail about a demo shares: its details block and its buttons. */
export const demoMailCopy = defineCopy(
  {
    when: "When",
    teamTime: "Our time",
    host: "With",
    join: "How to join",
    move: "Move the demo",
    cancel: "Cancel the demo",
    confirm: "Confirm the demo",
    chooseTime: "Choose a new time",
    chooseFirstTime: "Choose a time",
    held: "Yes, it took place",
    noShow: "No, they did not attend",
  },
  {
    when: "Wanneer",
    teamTime: "Onze tijd",
    host: "Met",
    join: "Zo neemt u deel",
    move: "Demo verzetten",
    cancel: "Demo annuleren",
    confirm: "Demo bevestigen",
    chooseTime: "Kies een nieuw moment",
    chooseFirstTime: "Kies een moment",
    held: "Ja, hij heeft plaatsgevonden",
    noShow: "Nee, de bezoeker was er niet",
  },
);
