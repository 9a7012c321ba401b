import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { pathFor } from "../../../common/pagePaths";
import { languageMemory } from "./consentRuntime";

// Only the page the visitor opened counts, not later in-app navigation to `/`.
let checked = false;

/**
 * A visitor whose remembered language is Dutch and who opens `/` is taken to `/nl`, after
 * hydration; crawlers and first-time visitors keep the English page (docs/product.md#languages).
 */
export function useRememberedLanguage(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isEnglishHome = pathname === pathFor("home", "en");

  useEffect(() => {
    if (checked) return;
    checked = true;
    if (isEnglishHome && languageMemory.recall() === "nl") {
      void navigate(`${pathFor("home", "nl")}${window.location.hash}`, { replace: true });
    }
  }, [isEnglishHome, navigate]);
}
