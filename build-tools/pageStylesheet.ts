import { createHash } from "node:crypto";
import postcss, {
  type AtRule,
  type Container,
  type Declaration,
  type Root,
  type Rule,
} from "postcss";
import selectorParser from "postcss-selector-parser";
import {
  atRuleAround,
  customPropertyReads,
  isCustomProperty,
  keyframesAround,
  namesKeyframes,
  type StylesheetReads,
} from "./customPropertyReads";
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
/**
 * Pseudo-elements and classes only form controls have: a file button, a placeholder, the parts
 * of a date, search or number field, Firefox's invalid-field glow. Tailwind's base styles them
 * bare (`::placeholder`), so without this every page kept them.
 */
const formControlPseudo =
  /^(::file-selector-button|::placeholder|::-webkit-(search|date|datetime|calendar|inner-spin|outer-spin)[\w-]*|:-moz-ui-invalid)$/i;
const formControls = ["input", "textarea", "select"];
/** Pseudo-classes that match when any selector of their list does. */
const anyOfPseudoClasses = new Set([":is", ":where", ":matches", ":-webkit-any"]);

/**
 * Splits the site's stylesheet for a page (docs/decisions/0113). A rule stays with the page when
 * one of its selectors may match the page's HTML: each class, id, element and attribute name it
 * requires is on the page somewhere; rules for print alone wait in the rest. States (`:hover`,
 * `[open]`, attribute values, `:not()`, `:has()`) are assumed possible, so the test only errs
 * towards keeping a rule. Keyframes and
 * registered custom properties stay when a kept declaration uses them; the layer order and font
 * faces always stay. Both parts keep the rules' order and their `@layer` and `@media` wrappers,
 * so the cascade among the rules that match the page is the whole stylesheet's.
 *
 * A kept rule keeps a custom property's declaration only when the page reads that property
 * ({@link customPropertyReads}, docs/decisions/0117): the theme's `:root` and Tailwind's fallback
 * for browsers without `@property` match every page and set about 160 properties, of which a page
 * reads a few dozen. The others go to the rest file in the same rule and wrappers, so each
 * declaration is in exactly one part.
 */
export function splitStylesheet(css: string, html: string): PageStylesheet {
  const source = postcss.parse(css);
  const keep = rulesForPage(source, pageTokens(html));
  const isKept = (declaration: Declaration) =>
    declaration.parent?.type === "rule" && keep.has(key(declaration.parent as Rule));
  const reads = customPropertyReads(source, isKept, html);
  const onPage = (declaration: Declaration) =>
    !isCustomProperty(declaration.prop) || reads.properties.has(declaration.prop);
  const staysWithPage = (node: Rule | AtRule) =>
    node.type === "rule" ? keep.has(key(node)) : atRuleStaysWithPage(node, reads);
  const page = withOnly(withDeclarations(source.clone(), keep, onPage), staysWithPage);
  const rest = withOnly(
    withDeclarations(source.clone(), keep, (declaration) => !onPage(declaration)),
    // The kept rules left here hold only the declarations the page does not read.
    (node) => node.type === "rule" || !staysWithPage(node),
  );
  // Comments (Tailwind's licence banner) stay in the rest file and the whole stylesheet.
  page.walkComments((comment) => void comment.remove());
  return { page: withLayerOrderOf(source, page).toString(), rest: rest.toString() };
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
    if (keyframesAround(rule) || forPrintOnly(rule)) return;
    if (rule.selectors.some((selector) => selectorMayMatch(selector, tokens))) keep.add(key(rule));
  });
  return keep;
}

/** A rule inside `@media print`: nothing on screen needs it, so it waits in the rest file. */
const forPrintOnly = (rule: Rule) =>
  atRuleAround(
    rule,
    (atRule) =>
      atRule.name.toLowerCase() === "media" && atRule.params.trim().toLowerCase() === "print",
  ) !== undefined;

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
        if (formControlPseudo.test(node.value))
          return formControls.some((control) => tokens.tags.has(control));
        return anyOfPseudoClasses.has(node.value.toLowerCase()) && node.nodes.length > 0
          ? node.nodes.some((inner) => nodesMayMatch(inner.nodes, tokens))
          : true;
      default:
        return true;
    }
  });
}

function atRuleStaysWithPage(atRule: AtRule, reads: StylesheetReads): boolean {
  const name = atRule.name.toLowerCase();
  if (name === "property") return reads.properties.has(atRule.params.trim());
  if (name === "keyframes") return namesKeyframes(reads.values, atRule.params.trim());
  return true;
}

/** In each kept rule, keeps the declarations `wanted` accepts; a rule left without any goes. */
function withDeclarations(
  root: Root,
  keep: Set<number>,
  wanted: (declaration: Declaration) => boolean,
): Root {
  root.walkRules((rule) => {
    if (!keep.has(key(rule))) return;
    const unwanted = rule.nodes.filter(
      (node): node is Declaration => node.type === "decl" && !wanted(node),
    );
    if (unwanted.length === 0) return;
    unwanted.forEach((declaration) => declaration.remove());
    if (rule.nodes.length === 0) rule.remove();
  });
  return root;
}

/**
 * Declares the stylesheet's layer order (its layers' first appearance) in a page that lost the
 * first appearance of one: a page that reads nothing of Tailwind's fallback has no rule of the
 * first layer, and the rest file would then append that layer last, above all the others.
 */
function withLayerOrderOf(source: Root, page: Root): Root {
  const order = layerOrder(source).join(",");
  if (layerOrder(page).join(",") !== order)
    page.prepend(postcss.atRule({ name: "layer", params: order }));
  return page;
}

function layerOrder(root: Root): string[] {
  const names = new Set<string>();
  root.each((node) => {
    if (node.type !== "atrule" || node.name.toLowerCase() !== "layer") return;
    node.params.split(",").forEach((name) => name.trim() && names.add(name.trim()));
  });
  return [...names];
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
