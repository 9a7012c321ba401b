import type { Locator } from "playwright-core";

/**
 * The expanded state Chromium exposes to assistive technology ("true", "false", or null when the
 * element has none), read from its accessibility tree: a native `<summary>` carries it without
 * any `aria-expanded` attribute. The element is scrolled into view first: Chromium leaves the
 * state out for content that `content-visibility: auto` still skips.
 */
export async function exposedExpanded(locator: Locator): Promise<string | null> {
  const page = locator.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    await locator.scrollIntoViewIfNeeded();
    const handle = await locator.elementHandle();
    await page.evaluate((element) => {
      (window as unknown as { axTarget?: Element }).axTarget = element ?? undefined;
    }, handle);
    const { result } = await cdp.send("Runtime.evaluate", { expression: "window.axTarget" });
    await page.evaluate(() => delete (window as unknown as { axTarget?: Element }).axTarget);
    // Chromium builds its accessibility tree lazily: right after a load or a scroll, a node can
    // come back without its states. Ask again for a short while before reporting none.
    await cdp.send("Accessibility.enable");
    for (let asked = 1; ; asked++) {
      const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
        objectId: result.objectId,
        fetchRelatives: false,
      });
      const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
      if (expanded) return String(expanded.value.value);
      if (asked >= 20) return null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await cdp.detach();
  }
}
