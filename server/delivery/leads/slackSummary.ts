import { personName } from "../../../common/contact/contactFields";
import type { Lang } from "../../../common/i18n/lang";
import { translator } from "../../../common/i18n/translate";
import type { StoredMessage } from "../../storage/storage";
import { slackCopy } from "./slackCopy";

const excerptLength = 200;

const controlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/**
 * Visitor text as inert Slack text: `&`, `<` and `>` become entities, so `<!channel>`,
 * `<@U123>` and `<http://x|y>` show as typed instead of pinging or linking, and a zero-width
 * space after `@` keeps `@channel`, `@here` and `@name` from becoming mentions.
 */
export function slackText(text: string): string {
  return text
    .replace(/[&<>]/g, (char) => controlEntities[char] ?? char)
    .replace(/@(?=\w)/g, "@\u200b");
}

function excerpt(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length > excerptLength
    ? `${chars.slice(0, excerptLength).join("")}…`
    : chars.join("");
}

/** The incoming-webhook body: plain text (no mrkdwn), links not unfurled. */
export function slackSummary(message: StoredMessage, lang: Lang): string {
  const t = translator(slackCopy, lang);
  const f = message.fields;
  const text = [
    t("summary", {
      name: slackText(personName(f)),
      company: slackText(f.company),
    }),
    slackText(excerpt(f.message)),
    t("reference", { id: message.id }),
  ].join("\n");
  return JSON.stringify({ text, mrkdwn: false, unfurl_links: false, unfurl_media: false });
}
