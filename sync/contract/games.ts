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

/** GET /games/{id}: one game with what a viewer shows beside the board. */
export interface GameDetail extends GameSummary {
  boardSize: number;
  /** the tournament's time control, when known */
  timeControl: string | null;
}

/** GET /games/{id}/sgf answers the record as application/x-go-sgf (404 when the game has none). */
export const SGF_MEDIA_TYPE = 'application/x-go-sgf';
