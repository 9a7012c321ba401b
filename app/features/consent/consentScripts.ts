import type { ConsentScript } from "../../../common/siteConfig";
import { deleteCookies } from "./cookieCleanup";

/**
 * Injects a category's configured scripts once it is granted and removes them (and the cookies
 * they set) once it is withdrawn. Scripts are external files, so the CSP needs no inline hashes.
 */
export function createScriptGate(
  scripts: ConsentScript[],
  category: string,
  doc: Document = document,
) {
  const injected = new Map<string, HTMLScriptElement>();
  const cookies = scripts.flatMap((script) => script.cookies);

  return (granted: boolean) => {
    if (granted) {
      for (const { src } of scripts) {
        if (injected.has(src)) continue;
        const element = doc.createElement("script");
        element.src = src;
        element.async = true;
        element.dataset.consentCategory = category;
        doc.head.append(element);
        injected.set(src, element);
      }
      return;
    }
    for (const element of injected.values()) element.remove();
    injected.clear();
    deleteCookies(cookies, doc);
  };
}
