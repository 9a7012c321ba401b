import type { HTMLAttributes, ReactNode } from "react";
import { prerenderedMark } from "../../routing/prerenderedMark";

type Props = HTMLAttributes<HTMLElement> & { as?: "div" | "article"; children?: ReactNode };

/**
 * Content that only the prerendered HTML carries (docs/decisions/0114-copy-sent-once.md): React
 * writes its children at build time and never hydrates them, so the browser keeps the element's
 * markup as the HTML brought it, and neither the texts nor the code that wrote them travel again
 * as route data or JavaScript. Callers pass children only on the server
 * (`import.meta.env.SSR && <Body />`), which drops the body's code from the browser bundle.
 * An element React hydrates with `dangerouslySetInnerHTML` keeps the DOM it finds; the prop never
 * changes, so React never writes it afterwards.
 */
export function Prerendered({ as: Element = "div", children, ...attributes }: Props) {
  const marked = { ...attributes, [prerenderedMark]: "" };
  if (import.meta.env.SSR) return <Element {...marked}>{children}</Element>;
  return <Element {...marked} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
