import { createHash } from "node:crypto";
import postcss, { type AtRule, type Container, type Node, type Root, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import { pageTokens, type PageTokens } from "./pageTokens";

/** The stylesheet split for one page: what its HTML can use, and everything else. */
export interface PageStylesheet {
  /** Inlined in the page: every rule that may match an element of the page's HTML. */
  page: string;
  /** Loaded after the first paint: rules only other pages and later states can match. */
  rest: string;
}

/** At-rules that only group rules: they follow their rules into either part. */
const groupingAtRules = new Set([
  "media",
  "supports",
  "layer",
  "container",
  "scope",
  "starting-style",
]);
/** Attributes the browser sets as the visitor acts, without scripts (a `details` opened). */
const visitorStateAttributes = new Set(["open"]);
/** Pseudo-classes that match when any selector of their list does. */
const anyOfPseudoClasses = new Set([":is", ":where", ":matches", ":-webkit-any"]);

/**
 * Splits the site's stylesheet for a page (docs/decisions/0113). A rule stays with the page when
 * one of its selectors may match the page's HTML: each class, id, element and attribute name it
 * requires is on the page somewhere. States (`:hover`, `[open]`, attribute values, `:not()`,
 * `:has()`) are assumed possible, so the test only errs towards keeping a rule. Keyframes and
 * registered custom properties stay when a kept declaration uses them; the layer order and font
 * faces always stay. Both parts keep the rules' order and their `@layer` and `@media` wrappers,
 * so the cascade among the rules that match the page is the whole stylesheet's.
 */
export function splitStylesheet(css: string, html: string): PageStylesheet {
  const source = postcss.parse(css);
  const keep = rulesForPage(source, pageTokens(html));
  const values = valuesUsedBy(source, keep);
  const staysWithPage = (node: Rule | AtRule) =>
    node.type === "rule" ? keep.has(key(node)) : atRuleStaysWithPage(node, values);
  return {
    page: withOnly(source.clone(), staysWithPage).toString(),
    rest: withOnly(source.clone(), (node) => !staysWithPage(node)).toString(),
  };
}

/** A name for the rest file that changes when its rules do. */
export function restFileName(rest: string): string {
  return `styles-rest-${createHash("sha256").update(rest).digest("base64url").slice(0, 10)}.css`;
}

/** A rule's place in the source, the same in every clone of the parsed stylesheet. */
const key = (node: Rule | AtRule) => node.source?.start?.offset ?? -1;

function rulesForPage(root: Root, tokens: PageTokens): Set<number> {
  const keep = new Set<number>();
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    if (rule.selectors.some((selector) => selectorMayMatch(selector, tokens))) keep.add(key(rule));
  });
  return keep;
}

/** Whether an element of the page could match `selector`, in some state. */
export function selectorMayMatch(selector: string, tokens: PageTokens): boolean {
  let mayMatch = true;
  selectorParser((selectors) => {
    mayMatch = selectors.nodes.some((compound) => nodesMayMatch(compound.nodes, tokens));
  }).processSync(selector);
  return mayMatch;
}

function nodesMayMatch(nodes: selectorParser.Node[], tokens: PageTokens): boolean {
  return nodes.every((node) => {
    switch (node.type) {
      case "tag":
        return tokens.tags.has(node.value.toLowerCase());
      case "class":
        return tokens.classes.has(node.value);
      case "id":
        return tokens.ids.has(node.value);
      case "attribute": {
        const name = node.attribute.toLowerCase();
        return tokens.attributes.has(name) || visitorStateAttributes.has(name);
      }
      case "pseudo":
        return anyOfPseudoClasses.has(node.value.toLowerCase()) && node.nodes.length > 0
          ? node.nodes.some((inner) => nodesMayMatch(inner.nodes, tokens))
          : true;
      default:
        return true;
    }
  });
}

/** The values of the page's kept declarations, where keyframes and custom properties are used. */
function valuesUsedBy(root: Root, keep: Set<number>): string {
  const values: string[] = [];
  root.walkDecls((declaration) => {
    const rule = declaration.parent;
    if (rule?.type === "rule" && keep.has(key(rule as Rule))) values.push(declaration.value);
  });
  return values.join(";");
}

function atRuleStaysWithPage(atRule: AtRule, values: string): boolean {
  const name = atRule.name.toLowerCase();
  const subject = escapeRegExp(atRule.params.trim());
  if (name === "property") return new RegExp(`var\\(\\s*${subject}\\s*[,)]`).test(values);
  if (name === "keyframes") return new RegExp(`(^|[\\s,;])${subject}($|[\\s,;])`).test(values);
  return true;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function insideKeyframes(rule: Rule): boolean {
  for (let node: Node | undefined = rule.parent; node; node = node.parent) {
    if (node.type === "atrule" && (node as AtRule).name.toLowerCase().endsWith("keyframes")) {
      return true;
    }
  }
  return false;
}

/**
 * Keeps the rules and leaf at-rules `wanted` accepts, with the grouping at-rules around them;
 * a group left empty goes too. The layer order (`@layer a, b;`) stays with the page, which
 * declares it before the rest file can add to any layer.
 */
function withOnly<T extends Container>(container: T, wanted: (node: Rule | AtRule) => boolean): T {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === "rule") {
      if (!wanted(node)) node.remove();
    } else if (node.type === "atrule") {
      if (groupingAtRules.has(node.name.toLowerCase()) && node.nodes) {
        withOnly(node, wanted);
        if (node.nodes.length === 0) node.remove();
      } else if (!wanted(node)) {
        node.remove();
      }
    }
  }
  return container;
}
