import { randomInt } from 'node:crypto';
import type { ColourChoice } from '@sync/contract/play';

/** Who plays black: the creator's choice ('random' drawn now); with handicap too, black is black. */
export function playersByColour(
  choice: ColourChoice,
  creatorId: number,
  opponentId: number,
): { blackId: number; whiteId: number } {
  const creatorColour = choice === 'random' ? (randomInt(2) === 0 ? 'black' : 'white') : choice;
  return creatorColour === 'black'
    ? { blackId: creatorId, whiteId: opponentId }
    : { blackId: opponentId, whiteId: creatorId };
}
