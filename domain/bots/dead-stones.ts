import type { Position } from '../play/position';
import { formatVertex } from '../play/vertex';
import type { NetEvaluation } from './types';

/** A stone is dead when the network gives its point to the other side at least this surely. */
export const DEAD_OWNERSHIP = 0.5;

/**
 * The dead stones the network's ownership shows (GTP, sorted): every stone whose point belongs,
 * by the network, to the other colour. `evaluation` is for `position` (its side to move's view).
 */
export function deadStonesFromOwnership(position: Position, evaluation: NetEvaluation): string[] {
  const { size, signMap, toMove } = position;
  const blackView = toMove === 'black' ? 1 : -1;
  const dead: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const stone = signMap[y][x];
      if (stone === 0) continue;
      const ownerForBlack = evaluation.ownership[y * size + x] * blackView;
      if (ownerForBlack * stone <= -DEAD_OWNERSHIP) dead.push(formatVertex([x, y], size));
    }
  }
  return dead.sort();
}
