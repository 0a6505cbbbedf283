import type { PlayColour } from '@domain/play/types';

/** A result ('B+R', 'W+3.5', '0', 'Void') from the player's side. */
export function outcomeOf(
  result: string,
  userColour: PlayColour,
): 'won' | 'lost' | 'draw' | 'void' {
  if (result === 'Void') return 'void';
  if (!result.includes('+')) return 'draw';
  const winner: PlayColour = result.startsWith('B') ? 'black' : 'white';
  return winner === userColour ? 'won' : 'lost';
}
