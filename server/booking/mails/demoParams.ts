import { whenIn, zoneName } from "../../../common/booking/zoneNames";
import type { Lang } from "../../../common/i18n/lang";
import type { MailSettings } from "../../delivery/mail/outgoingMail";
import { visitorParams } from "../../delivery/mail/messageMails";
import type { StoredMessage } from "../../storage/storage";

/**
 * The names a demo's mail fills into its copy: the product's and the visitor's (as every mail
 * about a message), and the demo's time (`{when}`) with its zone's name (`{zone}`) in the
 * reader's zone and language: the visitor's, unless the team reads it.
 */
export function demoParams(
  message: StoredMessage,
  settings: MailSettings,
  demo: { start: number; zone: string },
  lang: Lang = message.lang,
) {
  return {
    ...visitorParams(message, settings),
    when: whenIn(demo.start, lang, demo.zone),
    zone: zoneName(demo.zone, lang, demo.start),
  };
}
