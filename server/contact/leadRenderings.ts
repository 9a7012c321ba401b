import { personName } from "../../common/contact/contactFields";
import { auditSoonMark, qualificationRows } from "../../common/contact/qualificationWords";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import type { ServerConfig } from "../config/serverConfig";
import {
  configuredTargets,
  jobsOf,
  type ChannelTarget,
  type EventRenderings,
  type Renderings,
} from "../delivery/channels";
import { webhookBody, webhookIdOf } from "./leadWebhook";
import { renderConfirmationMail, renderInboxMail } from "./leadMail";
import type { Notice } from "../delivery/notice";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import type { StoredMessage } from "../storage/storage";
import { leadNoticeCopy } from "./leadNoticeCopy";

/** The contact feature's one event: a visitor's message arrived. */
const leadEvent = "lead";

const excerptLength = 200;

function excerpt(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length > excerptLength
    ? `${chars.slice(0, excerptLength).join("")}…`
    : chars.join("");
}

/**
 * The chat notice of a lead: who, from which company (and a close audit's mark), the message's
 * start, the two answers when given, and the stored id.
 */
export function leadNotice(message: StoredMessage, lang: Lang, soonWeeks: number): Notice {
  const t = translator(leadNoticeCopy, lang);
  const f = message.fields;
  const summary = t("summary", { name: personName(f), company: f.company });
  const mark = auditSoonMark(message.qualification, message.createdAt, soonWeeks, lang);
  const answers = qualificationRows(message.qualification, lang);
  return {
    title: mark ? `${summary}: ${mark}` : summary,
    lines: [
      excerpt(f.message),
      ...answers.map(([label, value]) => `${label}: ${value}`),
      t("reference", { id: message.id }),
    ],
  };
}

/** A lead's renderings; `soonWeeks` (BOOKING_SOON_WEEKS) says which audits are marked close. */
function lead(soonWeeks: number): EventRenderings {
  return {
    mail: async ({ message, target }, { mail }) =>
      target === "inbox"
        ? renderInboxMail(message, mail, soonWeeks)
        : renderConfirmationMail(message, mail),
    webhook: async ({ message }) => ({
      id: webhookIdOf(message),
      body: webhookBody(message, soonWeeks),
    }),
    chat: async ({ message }, { mail }) => leadNotice(message, mail.inboxLang, soonWeeks),
  };
}

/** The contact feature's renderings, which its host registers with the outbox. */
export const leadRenderings = (soonWeeks: number): Renderings => ({
  [leadEvent]: lead(soonWeeks),
});

/** The channels a lead goes through: only which forms it is rendered for counts here. */
const leadForms = lead(0);

/**
 * The jobs of every accepted message: the inbox mail, the visitor's confirmation when
 * MAIL_CONFIRMATION is on, and every configured webhook, Slack and Teams target.
 */
export function leadJobs(config: Pick<ServerConfig, "mail" | "leads">): OutboxJobSpec[] {
  const targets = configuredTargets({ leads: config.leads, calendarWritable: false });
  return jobsOf(leadEvent, leadForms, targets).filter(
    (job) => config.mail.confirmation || job.channel !== "mail" || job.target !== "visitor",
  );
}

/**
 * A released held message's jobs, to the targets the server recorded: the lead as an accepted
 * one gets it, without the visitor's acknowledgement (late by now, and to an address nobody has
 * proven).
 */
export function releasedLeadJobs(targets: readonly ChannelTarget[]): OutboxJobSpec[] {
  return jobsOf(leadEvent, leadForms, targets).filter(
    (job) => !(job.channel === "mail" && job.target === "visitor"),
  );
}
