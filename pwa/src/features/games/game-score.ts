import type { GameResult } from '@domain/game/game-result';

/** A result as a crosstable writes it, player 1 (black) first: "1 : 0", "+ : −" for a forfeit. */
export function gameScore(result: GameResult): string {
  switch (result) {
    case 'black':
      return '1 : 0';
    case 'white':
      return '0 : 1';
    case 'jigo':
      return '½ : ½';
    case 'black_forfeit':
      return '+ : −';
    case 'white_forfeit':
      return '− : +';
    case 'both_lose':
      return '0 : 0';
    case 'unplayed':
      return '—';
  }
}
