import postcss, { type AtRule } from "postcss";

/**
 * Tailwind declares each of its internal custom properties twice: an `@property` rule registers
 * it (no inheritance, an initial value), and a fallback in `@layer properties`, for browsers
 * without `@property`, sets the same initial value on every element, which has the same effect.
 * Pages get the fallback alone, for every browser (docs/decisions/0118): the registrations cost
 * each page about 260 bytes of its first round trip. What only registration gives, typed values
 * that transition smoothly, no rule of ours uses: a gradient or shadow colour never animates.
 *
 * A registration without a fallback value stays.
 */
export function withPropertyFallbackOnly(css: string): string {
  const root = postcss.parse(css);
  const fallbacks = fallbackBlocks(root);
  const covered = new Set<string>();
  fallbacks.forEach((block) =>
    block.walkDecls((declaration) => void covered.add(declaration.prop)),
  );
  root.walkAtRules("property", (registration) => {
    if (covered.has(registration.params.trim())) registration.remove();
  });
  fallbacks.forEach((block) => block.replaceWith(block.nodes ?? []));
  return root.toString();
}

/** The `@supports` blocks inside `@layer properties` that only older browsers apply. */
function fallbackBlocks(root: postcss.Root): AtRule[] {
  const blocks: AtRule[] = [];
  root.walkAtRules("supports", (supports) => {
    const parent = supports.parent;
    if (
      parent?.type === "atrule" &&
      (parent as AtRule).name === "layer" &&
      (parent as AtRule).params === "properties"
    )
      blocks.push(supports);
  });
  return blocks;
}
