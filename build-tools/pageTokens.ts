import { parse } from "parse5";

/** What a page's HTML has that a selector can require: element, class, id and attribute names. */
export interface PageTokens {
  tags: Set<string>;
  classes: Set<string>;
  ids: Set<string>;
  attributes: Set<string>;
}

interface HtmlNode {
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: HtmlNode;
}

/** Reads every element of a page, templates included, with an HTML parser. */
export function pageTokens(html: string): PageTokens {
  const tokens: PageTokens = {
    tags: new Set(),
    classes: new Set(),
    ids: new Set(),
    attributes: new Set(),
  };
  const visit = (node: HtmlNode) => {
    if (node.tagName) tokens.tags.add(node.tagName.toLowerCase());
    for (const { name, value } of node.attrs ?? []) {
      tokens.attributes.add(name.toLowerCase());
      if (name === "class") value.split(/\s+/).forEach((name) => name && tokens.classes.add(name));
      if (name === "id") tokens.ids.add(value);
    }
    node.childNodes?.forEach(visit);
    if (node.content) visit(node.content);
  };
  visit(parse(html) as HtmlNode);
  return tokens;
}
