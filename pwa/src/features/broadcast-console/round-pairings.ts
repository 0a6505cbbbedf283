import type { GameSummary } from '@sync/contract/games';
import { realName, type NameScript } from '@domain/format';
import { BOARD_SIZES } from '@sync/contract/broadcasts';
import { emptyBoard, type BoardDraft } from './broadcast-draft';

/** The round's games in the order the API lists them (its pairings, top boards first). */
export function roundGames(games: readonly GameSummary[], round: number): GameSummary[] {
  return games.filter((game) => game.round === round);
}

/** Boards made from picked pairings: the players linked to the database, handicap and komi. */
export function boardsFromGames(
  games: readonly GameSummary[],
  boardSize: number,
  script: NameScript,
  firstKey: number,
): BoardDraft[] {
  const size = BOARD_SIZES.find((known) => known === boardSize) ?? 19;
  return games.map((game, index) => ({
    ...emptyBoard(firstKey + index, size),
    black: { name: realName(game.black, script), playerId: game.black.id },
    white: { name: realName(game.white, script), playerId: game.white.id },
    handicap: String(game.handicap),
    komi: game.komi === null ? emptyBoard(0).komi : String(game.komi),
  }));
}
