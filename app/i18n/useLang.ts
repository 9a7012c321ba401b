import { useLocation } from "react-router";
import { langFromPath } from "../routing/paths";
import type { Lang } from "./lang";

/** The language lives in the URL (DECISIONS.md), so the path is the only source of truth. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}
