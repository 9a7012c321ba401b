/** Anonymous visit counts (docs/product.md#anonymous-visit-counts): the page views to report. */
export { useVisitCount } from "./useVisitCount";
