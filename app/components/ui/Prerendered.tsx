import type { HTMLAttributes, ReactNode } from "react";

type Props = HTMLAttributes<HTMLElement> & { as?: "div" | "article"; children?: ReactNode };

/**
 * Content that only the prerendered HTML carries (docs/decisions/0114-copy-sent-once.md): React
 * writes its children at build time and never hydrates them, so the browser keeps the element's
 * markup as the HTML brought it, and neither the texts nor the code that wrote them travel again
 * as route data or JavaScript. Callers pass children only on the server
 * (`import.meta.env.SSR && <Body />`), which drops the body's code from the browser bundle.
 * An element React hydrates with `dangerouslySetInnerHTML` keeps the DOM it finds; the prop never
 * changes, so React never writes it afterwards.
 *
 * Only for document pages (common/documentPages.ts): a page the router renders in the browser,
 * after a link within the app, would show these elements empty (docs/decisions/0116).
 */
export function Prerendered({ as: Element = "div", children, ...attributes }: Props) {
  if (import.meta.env.SSR) return <Element {...attributes}>{children}</Element>;
  return (
    <Element {...attributes} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  );
}
