import type { Locator } from 'playwright-core';

/** The tooltip an element points to with aria-describedby (pwa/src/components/tooltip.tsx). */
export async function tooltipOf(trigger: Locator): Promise<Locator> {
  const id = await trigger.getAttribute('aria-describedby');
  if (!id) throw new Error('The element has no aria-describedby');
  return trigger.page().locator(`[id="${id}"][role="tooltip"]`);
}
