/**
 * Fills a mock-up's `{key}` placeholders with its texts, escaped as HTML. A placeholder without a
 * text, or one of the mock-up's own texts it never shows, is an error: the capture must not show a
 * raw key or silently drop a translation. `shared` values (language, product name) may go unused.
 */
export function fillMockup(
  template: string,
  texts: Record<string, string>,
  shared: Record<string, string> = {},
): string {
  const all: Record<string, string> = { ...shared, ...texts };
  const unused = new Set(Object.keys(texts));
  const filled = template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const text = Object.hasOwn(all, key) ? all[key] : undefined;
    if (text === undefined)
      throw new Error(`The mock-up has a placeholder {${key}} without a text`);
    unused.delete(key);
    return escapeHtml(text);
  });
  if (unused.size > 0) {
    throw new Error(`Texts the mock-up does not show: ${[...unused].join(", ")}`);
  }
  return filled;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
