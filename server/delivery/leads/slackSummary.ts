import type { Notice } from "../notice";

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

/** The incoming-webhook body of a notice: plain text (no mrkdwn), links not unfurled. */
export function slackBody({ title, lines }: Notice): string {
  const text = [title, ...lines].map(slackText).join("\n");
  return JSON.stringify({ text, mrkdwn: false, unfurl_links: false, unfurl_media: false });
}
