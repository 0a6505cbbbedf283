import { formatNumber } from '@domain/format';
import type { GameResult, Outcome } from '@domain/game/game-result';
import type { RoundCell } from '@sync/contract/tournaments';

/**
 * The crosstable's notation of one round, from the row's player's side: the opponent's place,
 * the player's colour and the result, e.g. '5w+' (won with white against number 5), '12b−'.
 */
export const CELL_MARKS = {
  win: '+',
  loss: '−',
  draw: '=',
  /** paired, not played yet */
  unplayed: '…',
  /** after the result: by forfeit (or both lost), not rated */
  forfeit: '!',
  /** the opponent is not in the standings */
  unknownPlace: '?',
  /** no game this round: a bye or absent */
  noGame: '—',
  black: 'b',
  white: 'w',
} as const;

const BY_DEFAULT: ReadonlySet<GameResult> = new Set([
  'black_forfeit',
  'white_forfeit',
  'both_lose',
]);

/** Whether a result was decided without a game (forfeit, double loss): never rated. */
export function isByDefault(result: GameResult): boolean {
  return BY_DEFAULT.has(result);
}

/** The short text of a crosstable cell. */
export function cellCode(cell: RoundCell | null): string {
  if (!cell) return CELL_MARKS.noGame;
  const place = cell.opponentPlace ?? CELL_MARKS.unknownPlace;
  const color = cell.color ? CELL_MARKS[cell.color] : '';
  const mark = cell.outcome ? CELL_MARKS[cell.outcome] : CELL_MARKS.unplayed;
  const forfeit = isByDefault(cell.result) ? CELL_MARKS.forfeit : '';
  return `${place}${color}${mark}${forfeit}`;
}

/** How a cell is coloured: by its outcome, 'none' without a result. */
export function cellTone(cell: RoundCell | null): Outcome | 'none' {
  return cell?.outcome ?? 'none';
}

/** Points as standings count them, in the reader's language: 3, 3.5 (ru 3,5). */
export function formatPoints(value: number | null | undefined, language?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return formatNumber(value, Number.isInteger(value) ? 0 : 1, language);
}

/** The rounds of the games, in order, each once. */
export function roundsOf(games: ReadonlyArray<{ round: number }>): number[] {
  return [...new Set(games.map((game) => game.round))].sort((a, b) => a - b);
}
