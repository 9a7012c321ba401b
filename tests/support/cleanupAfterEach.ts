import { afterEach } from "vitest";

/**
 * Registers steps to undo after each test of the file (servers, receivers, folders), run last
 * registered first. Call once at the top of a test file; it returns the function that registers.
 */
export function cleanupAfterEach(): (step: () => Promise<void>) => void {
  const steps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  return (step) => void steps.push(step);
}
