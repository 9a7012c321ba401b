import type { OutboxJobSpec } from "../storage/outboxJobs";
import type { ClaimedJob } from "../storage/storage";
import type { ClaimedTeamJob, DeliveryJob } from "../storage/teamJobs";
import { DeliveryError } from "./deliveryError";
import {
  postSigned,
  postSlack,
  webhookLabel,
  webhookName,
  webhookTargetOf,
  type LeadChannels,
} from "./leads/sendLead";
import { slackBody } from "./leads/slackSummary";
import type { MailSettings, OutgoingMail } from "./mail/outgoingMail";
import type { MailTransport } from "./mail/transport";
import type { Notice } from "./notice";
import { postTeams } from "./teams";

/**
 * What a feature renders for each form of channel; each channel takes one form (the chat
 * channels share the plain-text notice and escape it themselves).
 */
interface Payloads {
  mail: OutgoingMail;
  /** A Standard Webhooks delivery: its id, the same on every attempt, and its JSON body. */
  webhook: { id: string; body: string };
  chat: Notice;
  /** The calendar is the booking feature's own: its rendering is the write itself. */
  calendar: () => Promise<void>;
}
export type Form = keyof Payloads;

/** What a rendering may read besides its job. */
export interface RenderContext {
  mail: MailSettings;
  now: () => number;
}

/** One event on one form of channel; null when there is nothing to send (nothing went wrong). */
type Rendering<F extends Form> = (
  job: ClaimedJob,
  context: RenderContext,
) => Promise<Payloads[F] | null>;

/**
 * A feature's renderings of one event: the event goes to every channel of each form given. A
 * team job (about no message, like the weekly digest) is rendered by `teamMail` alone.
 */
export type EventRenderings = { [F in Form]?: Rendering<F> } & {
  teamMail?: (job: ClaimedTeamJob, context: RenderContext) => Promise<OutgoingMail | null>;
};

/** Every feature's events with their renderings, as the host registers them. */
export type Renderings = Record<string, EventRenderings>;

/** Where a delivery goes through: the mail transport and the configured targets. */
export interface DeliveryParts {
  transport: MailTransport;
  targets: LeadChannels;
  now: () => number;
}

/** What decides a channel's targets: the settings, and whether the calendar can be written. */
export interface TargetSettings {
  leads: LeadChannels;
  calendarWritable: boolean;
}

/** One row of the channel table. */
interface Channel<F extends Form> {
  form: F;
  /** The settings that give the channel its targets, for the operator and the docs. */
  settings: string;
  /** The targets the settings configure: "inbox"/"visitor" for mail, webhook keys, else "". */
  targets(settings: TargetSettings): string[];
  /** One attempt; throws a `DeliveryError` (or any error) on failure. */
  send(payload: Payloads[F], target: string, parts: DeliveryParts): Promise<void>;
  /** How the operator's view names the target. */
  describe(target: string, targets: LeadChannels): string;
  /** How logs name the receiver: an origin and a short hash, never a URL's path or token. */
  receiver(target: string, targets: LeadChannels): string | undefined;
  /** Whose failures are counted together in the logs: every mail shares the one SMTP server. */
  failureGroup(target: string): string;
}

const row = <F extends Form>(channel: Channel<F>): Channel<Form> => channel as Channel<Form>;
const single = (configured: boolean) => (configured ? [""] : []);

/** The one channel table: health, the CLI, the docs and every feature's jobs follow it. */
const channels = {
  mail: row({
    form: "mail",
    settings: "SMTP_URL, MAIL_TO",
    targets: () => ["inbox", "visitor"],
    send: (mail, _target, { transport }) => transport.send(mail),
    describe: (target) => (target === "inbox" ? "mail to the inbox" : "mail to the visitor"),
    receiver: () => undefined,
    failureGroup: () => "mail",
  }),
  calendar: row({
    form: "calendar",
    settings: "BOOKING_CALDAV_URL",
    targets: ({ calendarWritable }) => single(calendarWritable),
    send: (write) => write(),
    describe: () => "event in the team's calendar",
    receiver: () => undefined,
    failureGroup: () => "calendar",
  }),
  webhook: row({
    form: "webhook",
    settings: "LEAD_WEBHOOKS",
    targets: ({ leads }) => leads.webhooks.map((webhook) => webhook.key),
    send: ({ id, body }, target, { targets, now }) =>
      postSigned(webhookTargetOf(targets, target), id, body, now),
    describe: (target, targets) => `webhook ${webhookName(target, targets)}`,
    receiver: (target, targets) => webhookLabel(target, targets) ?? target,
    failureGroup: (target) => `webhook:${target}`,
  }),
  slack: row({
    form: "chat",
    settings: "LEAD_SLACK_WEBHOOK_URL",
    targets: ({ leads }) => single(leads.slack !== null),
    send: (notice, _target, { targets, now }) => postSlack(targets, slackBody(notice), now),
    describe: () => "Slack",
    receiver: (_target, targets) => targets.slack?.label,
    failureGroup: () => "slack",
  }),
  teams: row({
    form: "chat",
    settings: "TEAMS_WEBHOOK_URL",
    targets: ({ leads }) => single(!!leads.teams),
    send: (notice, _target, { targets, now }) => postTeams(targets, notice, now),
    describe: () => "Microsoft Teams",
    receiver: (_target, targets) => targets.teams?.label,
    failureGroup: () => "teams",
  }),
} satisfies Record<string, Channel<Form>>;

export type ChannelName = keyof typeof channels;
export const channelNames = Object.keys(channels) as ChannelName[];

export const isChannelName = (name: string): name is ChannelName =>
  (channelNames as string[]).includes(name);

export function channelNamed(name: string): Channel<Form> | undefined {
  return isChannelName(name) ? channels[name] : undefined;
}

/** One target of one channel, as the settings configure it (or a server recorded it). */
export interface ChannelTarget {
  channel: string;
  target: string;
}

/** Every target of every channel the settings configure, in the table's order. */
export function configuredTargets(settings: TargetSettings): ChannelTarget[] {
  return channelNames.flatMap((channel) =>
    channels[channel].targets(settings).map((target) => ({ channel, target })),
  );
}

/** The jobs of `event`: one per target of each channel whose form the event is rendered for. */
export function jobsOf(
  event: string,
  renderings: EventRenderings,
  targets: readonly ChannelTarget[],
): OutboxJobSpec[] {
  return targets
    .filter(({ channel }) => {
      const form = channelNamed(channel)?.form;
      return form !== undefined && renderings[form] !== undefined;
    })
    .map(({ channel, target }) => ({ event, channel, target }));
}

/** One attempt at a job: its event rendered for its channel's form, sent through the channel. */
export async function deliverJob(
  job: DeliveryJob,
  renderings: Renderings,
  parts: DeliveryParts & RenderContext,
): Promise<void> {
  const channel = channelNamed(job.channel);
  if (!channel) throw new DeliveryError(`no channel "${job.channel}" in this version`, true);
  const event = renderings[job.event];
  const payload = job.message
    ? await (event?.[channel.form] as Rendering<Form> | undefined)?.(job, parts)
    : channel.form === "mail"
      ? await event?.teamMail?.(job, parts)
      : undefined;
  if (payload === undefined) {
    throw new DeliveryError(`${job.event} is not delivered on ${job.channel}`, true);
  }
  if (payload !== null) await channel.send(payload, job.target, parts);
}
