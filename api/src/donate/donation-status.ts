/** The one status that counts in the total: the payment was taken. */
export const COUNTED_STATUS = 'CONFIRMED';

/**
 * Statuses that take a confirmed payment back out of the total. A partial refund or reversal
 * removes the whole payment, so the total never shows money the federation may not have.
 */
export const TAKEN_BACK_STATUSES: ReadonlySet<string> = new Set([
  'REFUNDED',
  'PARTIAL_REFUNDED',
  'REVERSED',
  'PARTIAL_REVERSED',
]);

/**
 * Whether a payment in `current` moves to `incoming`. Notifications may come late or twice: a
 * taken-back payment stays taken back, a confirmed one only goes back, and the same status
 * again changes nothing; any other status (NEW, AUTHORIZED, REJECTED, ...) gives way to the next.
 */
export function movesTo(current: string, incoming: string): boolean {
  if (current === incoming || TAKEN_BACK_STATUSES.has(current)) return false;
  if (current === COUNTED_STATUS) return TAKEN_BACK_STATUSES.has(incoming);
  return true;
}
