import { contentFile, text } from "../../../common/content/contentSchema";

/** The parts every visitor's mail about a demo shares: its details block and its buttons. */
export const demoDetailsContent = contentFile(
  "mails/demoDetails.json",
  {
    when: text(),
    teamTime: text(),
    host: text(),
    join: text(),
    move: text(),
    cancel: text(),
    confirm: text(),
    chooseTime: text(),
    chooseFirstTime: text(),
  },
  { label: "Mail: the demo at a glance and its buttons" },
);
