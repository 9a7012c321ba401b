/**
 * What a feature tells a chat channel (Slack, Teams): plain text, never markup. Each chat channel
 * escapes it for its own markup, so a visitor's `<!channel>` or `**bold**` shows as typed.
 */
export interface Notice {
  /** The first line, the notice's headline. */
  title: string;
  lines: string[];
}
