import { useCopy } from "../../i18n/useCopy";
import lastUpdatedCopy from "@content/pages/privacyPolicyDate.json";
import { formatPolicyDate } from "./policyDate";
import { useLastUpdated } from "./useLastUpdated";

/**
 * The "Last updated" line. Its own component because today's date replaces the build date right
 * after hydration in a synchronous re-render: kept here, that re-render is one line, not the policy.
 */
export function LastUpdated() {
  const { t, content } = useCopy(lastUpdatedCopy);
  const lastUpdated = useLastUpdated();
  const [beforeDate = "", afterDate = ""] = t("lastUpdated").split("{date}");
  return (
    <p className="mt-3 text-sm text-ink-muted" data-testid="policy-last-updated">
      {beforeDate}
      <time dateTime={lastUpdated}>
        {formatPolicyDate(lastUpdated, {
          dateFormat: t("dateFormat"),
          monthNames: content.monthNames,
        })}
      </time>
      {afterDate}
    </p>
  );
}
