import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** WCAG 2.2 AA as axe-core tests it (its tags for levels A and AA of 2.0, 2.1 and 2.2). */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The violations on the page as readable lines (rule, impact, offending elements); none is clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help} -> ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}
