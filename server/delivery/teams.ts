import type { LeadChannels } from "./leads/sendLead";
import { DeliveryError } from "./deliveryError";
import { postJson } from "./leads/postJson";
import type { Notice } from "./notice";

/**
 * Text as inert Adaptive Card text. A TextBlock renders a Markdown subset and `{{DATE(…)}}`
 * functions: each of their marks gets a backslash, so `**bold**`, `[a](https://x)`, `# title`,
 * `- item` and `{{…}}` show as typed instead of formatting or linking.
 */
function teamsText(text: string): string {
  // \x60 is the backtick, spelled so no reader of the source takes it for a template string.
  return text
    .replace(/[\\*_~\x60[\]()#<>|!{}]/g, (mark) => `\\${mark}`)
    .replace(
      /^(\s*)([-+]|\d+\.)(?=\s)/gm,
      (_line, indent: string, marker: string) =>
        `${indent}${marker.replace(/[-+.]/, (mark) => `\\${mark}`)}`,
    );
}

const textBlock = (text: string, strong = false) => ({
  type: "TextBlock",
  text: teamsText(text),
  wrap: true,
  ...(strong ? { weight: "Bolder", size: "Medium" } : {}),
});

/** What a Teams "Workflows" incoming webhook takes: a message with one Adaptive Card. */
function teamsCard({ title, lines }: Notice): string {
  return JSON.stringify({
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [textBlock(title, true), ...lines.map((line) => textBlock(line))],
        },
      },
    ],
  });
}

/** One POST of the card; answers and retries as for the webhooks. */
export async function postTeams(targets: LeadChannels, notice: Notice, now: () => number) {
  if (!targets.teams) throw new DeliveryError("TEAMS_WEBHOOK_URL is no longer configured", true);
  await postJson(targets.teams.url, teamsCard(notice), {}, now);
}
