/** Polls `check` until it holds; fails with `what` when `timeoutMs` passes first. */
export async function until(
  check: () => Promise<boolean> | boolean,
  { timeoutMs = 20_000, what = "condition" }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
