import ts from "typescript";

/**
 * Texts in code that a visitor would read (docs/decisions/0900-content-files.md): each belongs in
 * content/, where an editor can change it. Found with the TypeScript parser, so that a text is
 * judged by where it stands (JSX text, a spoken attribute, a sentence in a string), not by how
 * its line looks.
 */
export interface VisibleLiteral {
  line: number;
  text: string;
}

/** Attributes whose value a visitor reads or hears: any word there is copy. */
const spokenAttributes = new Set([
  "alt",
  "title",
  "placeholder",
  "label",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
]);

/** Calls whose strings the team reads, not a visitor: errors (and their `super`) and logs. */
const teamCalls = new Set([
  "Error",
  "TypeError",
  "RangeError",
  "DOMException",
  "super",
  "error",
  "warn",
  "log",
  "info",
]);

const comparisons = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

const letters = /\p{L}/u;

/** Two words or more, one of them capitalised, or ending like a sentence: not a class list. */
function looksLikeProse(text: string): boolean {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/).filter((word) => letters.test(word));
  if (words.length < 2) return false;
  return words.some((word) => /^\p{Lu}\p{Ll}/u.test(word)) || /[.!?…]$/.test(trimmed);
}

/**
 * The node that holds a string once JSX braces, the branches of a condition and concatenation are
 * looked past; a string compared or tested is code, and has none.
 */
function holder(node: ts.Node): ts.Node | undefined {
  let child = node;
  let current = node.parent;
  for (;;) {
    if (ts.isBinaryExpression(current) && comparisons.has(current.operatorToken.kind)) return;
    if (ts.isConditionalExpression(current) && current.condition === child) return;
    const passThrough =
      ts.isJsxExpression(current) ||
      ts.isConditionalExpression(current) ||
      ts.isParenthesizedExpression(current) ||
      ts.isBinaryExpression(current) ||
      ts.isTemplateSpan(current) ||
      ts.isTemplateExpression(current);
    if (!passThrough) return current;
    child = current;
    current = current.parent;
  }
}

function calledName(node: ts.Node): string | undefined {
  if (!(ts.isCallExpression(node) || ts.isNewExpression(node))) return undefined;
  const callee = node.expression;
  if (callee.kind === ts.SyntaxKind.SuperKeyword) return "super";
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Strings that import, key or type something rather than say it. */
function isCodeString(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    ts.isElementAccessExpression(parent) ||
    ts.isCaseClause(parent)
  );
}

/** A web address, a path, or a `name=value` setting (a cookie's attributes). */
const isAddressOrSetting = (text: string) =>
  /^(\w+:|\/)\S*$/.test(text.trim()) || text.includes("=");

function isStringPart(node: ts.Node): node is ts.StringLiteralLike | ts.TemplateLiteralLikeNode {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  );
}

export function visibleLiterals(fileName: string, source: string): VisibleLiteral[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: VisibleLiteral[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });

  const judge = (node: ts.StringLiteralLike | ts.TemplateLiteralLikeNode) => {
    const text = node.text;
    if (!letters.test(text) || isCodeString(node) || isAddressOrSetting(text)) return;
    const place = holder(ts.isStringLiteralLike(node) ? node : node.parent);
    if (place === undefined) return;
    const called = calledName(place);
    if (called !== undefined && teamCalls.has(called)) return;
    if (ts.isJsxAttribute(place)) {
      if (spokenAttributes.has(place.name.getText())) report(node, text);
    } else if (ts.isJsxElement(place) || ts.isJsxFragment(place) || looksLikeProse(text)) {
      report(node, text);
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      // Entities (&nbsp;) are spacing, not words.
      if (letters.test(node.text.replace(/&\w+;/g, ""))) report(node, node.text);
    } else if (isStringPart(node)) {
      judge(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
