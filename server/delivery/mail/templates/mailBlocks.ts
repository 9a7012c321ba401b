/** A link a mail offers: a button in HTML, `label: href` on a line of its own in text. */
interface MailLink {
  label: string;
  href: string;
  /** A plain link beside the buttons, for the action a reader should not take lightly (cancel). */
  quiet?: boolean;
}

/**
 * What a mail says, in order, whatever its kind: every mail is made of these blocks, so the
 * HTML and text parts say the same thing and every link is in both.
 */
export type MailBlock =
  /** A paragraph; its line breaks are kept. */
  | { kind: "text"; text: string }
  /** The title of the blocks that follow it (a lead's source, its message). */
  | { kind: "heading"; text: string }
  /**
   * The demo at a glance: label and value rows (when, host, how to join); a value that is a web
   * address is a link in HTML.
   */
  | { kind: "details"; rows: readonly (readonly [label: string, value: string])[] }
  /** The mail's actions as real buttons (move, confirm), a quiet one as a link beside them. */
  | { kind: "buttons"; links: readonly MailLink[] }
  /** Smaller links under a lead line (add to calendar). */
  | { kind: "links"; lead: string; links: readonly MailLink[] }
  /** Text whose columns must line up (the digest's table). */
  | { kind: "preformatted"; text: string }
  /** Someone else's words (a held message's first lines); `> ` before each line in text. */
  | { kind: "quote"; text: string };

const textOf = (block: MailBlock): string => {
  switch (block.kind) {
    case "text":
    case "heading":
    case "preformatted":
      return block.text;
    case "quote":
      return block.text
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n");
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "buttons":
      return block.links.map((link) => `${link.label}:\n${link.href}`).join("\n\n");
    case "links":
      return [block.lead, ...block.links.map((link) => `${link.label}: ${link.href}`)].join("\n");
  }
};

/** The plain-text part: each block a paragraph, each link written out in full. */
export const mailText = (blocks: readonly MailBlock[]): string => blocks.map(textOf).join("\n\n");
