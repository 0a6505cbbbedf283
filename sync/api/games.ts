import type { GameResult } from '@domain/game/game-result';
import type { PlayerRef } from './common';

export interface GamePlayerRef extends PlayerRef {
  /** The player's rating at the start of the game's tournament, in its federation. */
  rating: number | null;
}

export interface GameSummary {
  id: number;
  tournament: { id: number; title: string; titleLatin: string } | null;
  round: number;
  date: string;
  black: GamePlayerRef;
  white: GamePlayerRef;
  colorsKnown: boolean;
  handicap: number;
  komi: number | null;
  result: GameResult;
  hasSgf: boolean;
}
