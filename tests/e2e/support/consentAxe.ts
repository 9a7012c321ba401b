import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core's WCAG 2.2 AA violations within `selector`, summarised so a failure says what and
 * where. Scoped to the part under test so another feature's finding does not hide ours.
 */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
