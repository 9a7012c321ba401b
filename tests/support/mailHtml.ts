import { parse } from "parse5";

interface HtmlNode {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  value?: string;
}

/** Every node; `skip` leaves out a kind of element with what it holds. */
function* walk(node: HtmlNode, skip: readonly string[] = []): Generator<HtmlNode> {
  if (skip.includes(node.nodeName)) return;
  yield node;
  for (const child of node.childNodes ?? []) yield* walk(child, skip);
  // <template> content is a document fragment of its own.
  const content = (node as { content?: HtmlNode }).content;
  if (content) yield* walk(content, skip);
}

const attr = (node: HtmlNode, name: string) =>
  node.attrs?.find((a) => a.name === name)?.value ?? null;

const textIn = (node: HtmlNode, skip: readonly string[] = []): string =>
  [...walk(node, skip)].map((n) => (n.nodeName === "#text" ? (n.value ?? "") : "")).join("");

/** A mail's links as a reader sees them: the text and where it goes (entities decoded). */
export function linksIn(html: string): { label: string; href: string; button: boolean }[] {
  return [...walk(parse(html) as HtmlNode)].flatMap((node) => {
    const href = node.nodeName === "a" ? attr(node, "href") : null;
    if (href === null) return [];
    const button = (attr(node, "class") ?? "").split(" ").includes("mail-button");
    return [{ label: textIn(node).trim(), href, button }];
  });
}

/** The buttons' labels and targets. */
export const buttonsIn = (html: string) =>
  linksIn(html)
    .filter((link) => link.button)
    .map(({ label, href }) => ({ label, href }));

/** The mail's visible text (not its style or head), whitespace collapsed. */
export const visibleText = (html: string) =>
  textIn(parse(html) as HtmlNode, ["head", "style"])
    .replace(/\s+/g, " ")
    .trim();

/**
 * Everything the HTML would load from elsewhere: src/srcset/background/poster attributes, a
 * stylesheet or icon link, and url(…) in style attributes or blocks, when it is http(s) or //.
 */
export function remoteResources(html: string): string[] {
  const remote = (value: string) => /^\s*(https?:)?\/\//i.test(value);
  const found: string[] = [];
  for (const node of walk(parse(html) as HtmlNode)) {
    for (const name of ["src", "srcset", "background", "poster", "data"]) {
      const value = attr(node, name);
      if (value && remote(value)) found.push(value);
    }
    if (node.nodeName === "link" && remote(attr(node, "href") ?? ""))
      found.push(attr(node, "href") ?? "");
    const styles = [attr(node, "style") ?? "", node.nodeName === "style" ? textIn(node) : ""];
    for (const style of styles) {
      for (const match of style.matchAll(/url\(\s*['"]?([^'")]+)/gi)) {
        if (remote(match[1] ?? "")) found.push(match[1] ?? "");
      }
      for (const match of style.matchAll(/@import\s+['"]?([^'";\s]+)/gi))
        found.push(match[1] ?? "");
    }
  }
  return found;
}
