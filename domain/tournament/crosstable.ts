import { outcomeFor, type GameResult, type Outcome } from '../game/game-result';

export interface CrosstableGame {
  round: number;
  blackId: number;
  whiteId: number;
  colorsKnown: boolean;
  handicap: number;
  result: GameResult;
}

export interface RoundCell {
  round: number;
  opponentId: number;
  opponentPlace: number | null;
  color: 'black' | 'white' | null;
  handicap: number;
  result: GameResult;
  /** From this player's side; null while unplayed. */
  outcome: Outcome | null;
}

/**
 * Each player's row of a crosstable: one cell per round (1..rounds), null where the player had
 * no game. Rounds beyond `rounds` found in the games widen the table.
 */
export function roundCells(
  places: ReadonlyMap<number, number | null>,
  games: readonly CrosstableGame[],
  rounds: number,
): Map<number, Array<RoundCell | null>> {
  const width = Math.max(rounds, ...games.map((g) => g.round));
  const rows = new Map<number, Array<RoundCell | null>>();
  const rowOf = (playerId: number) => {
    let row = rows.get(playerId);
    if (!row) {
      row = Array.from({ length: width }, () => null);
      rows.set(playerId, row);
    }
    return row;
  };
  for (const playerId of places.keys()) rowOf(playerId);
  for (const game of games) {
    if (game.round < 1) continue;
    for (const color of ['black', 'white'] as const) {
      const playerId = color === 'black' ? game.blackId : game.whiteId;
      const opponentId = color === 'black' ? game.whiteId : game.blackId;
      rowOf(playerId)[game.round - 1] = {
        round: game.round,
        opponentId,
        opponentPlace: places.get(opponentId) ?? null,
        color: game.colorsKnown ? color : null,
        handicap: game.handicap,
        result: game.result,
        outcome: outcomeFor(game.result, color),
      };
    }
  }
  return rows;
}
