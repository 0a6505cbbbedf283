import type { ChatLine } from '@sync/contract/play';

/**
 * The chat after a chat message: the first one after each watch is the whole history and
 * replaces what was shown, later ones are appended; a line is never shown twice.
 */
export function mergeChat(
  shown: readonly ChatLine[],
  incoming: readonly ChatLine[],
  replace: boolean,
): ChatLine[] {
  const base = replace ? [] : shown;
  const ids = new Set(base.map((line) => line.id));
  return [...base, ...incoming.filter((line) => !ids.has(line.id))];
}
