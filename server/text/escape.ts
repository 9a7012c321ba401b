const htmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Visitor text as inert HTML text: markup they typed shows as characters, never as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

/**
 * A value safe for a mail header: control characters (CR, LF, NUL, ...) and Unicode line
 * separators become spaces. The schema already refuses them; this holds even if it changes.
 */
export function headerText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ").trim();
}
