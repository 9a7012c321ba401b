import { useSyncExternalStore } from "react";
import { siteConfig } from "../../../common/siteConfig";
import { localIsoDate, shownPolicyDate } from "./policyDate";

const noSubscription = () => () => {};
const today = () => localIsoDate(new Date());
const unknownDuringPrerender = () => null;

/**
 * The ISO date the policy shows. The server snapshot (prerender and hydration) has no "today",
 * so both render the build date; React then re-renders with today's date, without a mismatch.
 */
export function useLastUpdated(): string {
  const todayIso = useSyncExternalStore(noSubscription, today, unknownDuringPrerender);
  return shownPolicyDate(siteConfig, todayIso);
}
