import { toggleDead } from '@domain/play/removal';
import type { Position } from '@domain/play/position';

/**
 * The points to toggle (one per chain) that turn the proposed dead stones into the ones the bot
 * sees; empty when they already agree.
 */
export function togglesTowards(position: Position, proposed: string[], wanted: string[]): string[] {
  const toggles: string[] = [];
  let dead = [...proposed];
  const differing = [...new Set([...proposed, ...wanted])].sort();
  for (const vertex of differing) {
    if (dead.includes(vertex) === wanted.includes(vertex)) continue;
    dead = toggleDead(position, dead, vertex);
    toggles.push(vertex);
  }
  return toggles;
}
