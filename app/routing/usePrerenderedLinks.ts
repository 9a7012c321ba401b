import { useEffect } from "react";
import { useNavigate } from "react-router";
import { opensAsDocument } from "../../common/documentPages";
import { prerenderedMark } from "./prerenderedMark";

/**
 * Links inside content React never hydrates are plain anchors. Once the app runs, a click on one
 * that leads to a page the router renders navigates in the app, as the hydrated links do, so
 * what the app keeps in memory (the first touch, the visit count's page) survives it, and the
 * next page comes without a document load. Before the app runs, they load the page as links do.
 */
export function usePrerenderedLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${prerenderedMark}]`)) return;
      if (anchor.target || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || opensAsDocument(url.pathname)) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
