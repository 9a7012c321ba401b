import type { AtRule, Declaration, Node, Root } from "postcss";

/** What a page's kept rules and its HTML read from the stylesheet. */
export interface StylesheetReads {
  /** The custom properties read with `var(--name`. */
  properties: Set<string>;
  /** The values of the declarations the page keeps, where keyframes are named. */
  values: string;
}

export const isCustomProperty = (property: string) => property.startsWith("--");

/** A custom property's name as `var()` names it; escapes (`--a\.5`) are part of the name. */
const varReference = /var\(\s*(--(?:[\w-]|\\.)+)/g;

/**
 * The custom properties a page reads: those its HTML (style and presentation attributes, such
 * as an SVG's `fill="var(--color-brand-700)"`) or a kept declaration names in `var(--name`,
 * followed through the read properties' own values (`--default-font-family: var(--font-sans)`)
 * and through the declarations of the keyframes they name, until no new name turns up.
 * `isKept` says which declarations' rules stay with the page.
 */
export function customPropertyReads(
  root: Root,
  isKept: (declaration: Declaration) => boolean,
  html: string,
): StylesheetReads {
  const { plain, custom, keyframes } = declarationValues(root, isKept);
  const properties = new Set<string>();
  const namedKeyframes = new Set<string>();
  let values = plain.join(";");
  for (let read = `${html};${values}`; read;) {
    const newProperties = [...read.matchAll(varReference)]
      .map(([, name = ""]) => name)
      .filter((name) => !properties.has(name));
    newProperties.forEach((name) => properties.add(name));
    const newKeyframes = [...keyframes.keys()].filter(
      (name) => !namedKeyframes.has(name) && namesKeyframes(values, name),
    );
    newKeyframes.forEach((name) => namedKeyframes.add(name));
    read = [
      ...newProperties.flatMap((name) => custom.get(name) ?? []),
      ...newKeyframes.flatMap((name) => keyframes.get(name) ?? []),
    ].join(";");
    if (read) values += `;${read}`;
  }
  return { properties, values };
}

/** Whether `values` name the keyframes `name` (in `animation` or `animation-name`). */
export function namesKeyframes(values: string, name: string): boolean {
  return new RegExp(`(^|[\\s,;])${escapeRegExp(name)}($|[\\s,;])`).test(values);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The kept declarations' values: plain ones, each custom property's, each keyframes'. */
function declarationValues(root: Root, isKept: (declaration: Declaration) => boolean) {
  const plain: string[] = [];
  const custom = new Map<string, string[]>();
  const keyframes = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, name: string, value: string) =>
    map.set(name, [...(map.get(name) ?? []), value]);
  root.walkDecls((declaration) => {
    const frames = keyframesAround(declaration);
    if (frames) add(keyframes, frames.params.trim(), declaration.value);
    else if (!isKept(declaration)) return;
    else if (isCustomProperty(declaration.prop)) add(custom, declaration.prop, declaration.value);
    else plain.push(declaration.value);
  });
  return { plain, custom, keyframes };
}

/** The nearest at-rule around `node` that `matches` accepts, if any. */
export function atRuleAround(node: Node, matches: (atRule: AtRule) => boolean): AtRule | undefined {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === "atrule" && matches(parent as AtRule)) return parent as AtRule;
  }
  return undefined;
}

/** The `@keyframes` a node is inside of, if any. */
export const keyframesAround = (node: Node) =>
  atRuleAround(node, (atRule) => atRule.name.toLowerCase().endsWith("keyframes"));
