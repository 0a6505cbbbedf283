/**
 * Checks `condition` again and again until it holds, or fails after `timeout` ms with `what`.
 * For asynchronous conditions in the page: page.waitForFunction does not await a promise its
 * predicate returns (a promise is truthy, so such a wait passes at once).
 */
export async function waitUntil(
  condition: () => Promise<boolean>,
  what: string,
  { timeout = 15_000, interval = 100 }: { timeout?: number; interval?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await condition()) return;
    if (Date.now() >= deadline)
      throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
