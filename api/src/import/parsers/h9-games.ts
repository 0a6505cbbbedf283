import type { GameResult } from '@domain/game/game-result';
import type { ImportedGame, ParseProblem } from '../import-model';
import type { H9Cell } from './h9-cell';

type GameCell = Extract<H9Cell, { kind: 'game' }>;

/** A player row's cells as read: undefined where the cell was unreadable. */
export interface H9RowCells {
  place: number;
  key: string;
  line: number;
  cells: readonly (H9Cell | undefined)[];
}

interface SeenCell {
  place: number;
  cell: GameCell;
}

const OPPOSITE = { win: 'loss', loss: 'win', jigo: 'jigo' } as const;

function mirrors(a: SeenCell, b: SeenCell): boolean {
  return (
    a.cell.opponent === b.place &&
    b.cell.opponent === a.place &&
    a.cell.outcome === OPPOSITE[b.cell.outcome] &&
    a.cell.forfeit === b.cell.forfeit &&
    a.cell.handicap === b.cell.handicap &&
    (a.cell.color === undefined) === (b.cell.color === undefined) &&
    (a.cell.color === undefined || a.cell.color !== b.cell.color)
  );
}

/** When the colours are not recorded, the row's player is written as black (colorsKnown false). */
function toGame(
  round: number,
  self: string,
  opponent: string,
  cell: GameCell,
  line: number,
): ImportedGame {
  const selfBlack = cell.color !== 'white';
  const blackKey = selfBlack ? self : opponent;
  const whiteKey = selfBlack ? opponent : self;
  let result: GameResult = 'jigo';
  if (cell.outcome !== 'jigo') {
    const blackWon = (cell.outcome === 'win') === selfBlack;
    if (cell.forfeit) result = blackWon ? 'black_forfeit' : 'white_forfeit';
    else result = blackWon ? 'black' : 'white';
  }
  return {
    round,
    blackKey,
    whiteKey,
    colorsKnown: cell.color !== undefined,
    handicap: cell.handicap,
    result,
    line,
  };
}

/**
 * The games of an h9 table. Each game is written in both players' rows; it is emitted once, from
 * the first row that has it (a cell without a mirror is emitted too). A mirror that disagrees is
 * reported and the first reading kept.
 */
export function collectH9Games(
  rows: readonly H9RowCells[],
  problems: ParseProblem[],
): ImportedGame[] {
  const byPlace = new Map(rows.map((row) => [row.place, row]));
  const seen = new Map<string, SeenCell>();
  const games: ImportedGame[] = [];
  for (const row of rows) {
    row.cells.forEach((cell, column) => {
      if (cell?.kind !== 'game') return;
      const round = column + 1;
      const opponent = byPlace.get(cell.opponent);
      if (!opponent || opponent === row) {
        const what = opponent ? 'the player itself' : 'not a player row';
        problems.push({
          line: row.line,
          reason: `round ${round}: opponent ${cell.opponent} is ${what}`,
        });
        return;
      }
      const [low, high] = [row.place, opponent.place].sort((a, b) => a - b);
      const pair = `${round}|${low}|${high}`;
      const first = seen.get(pair);
      if (first) {
        if (!mirrors(first, { place: row.place, cell })) {
          problems.push({
            line: row.line,
            reason: `round ${round}: the cell against ${opponent.place} contradicts that player's row (kept the first)`,
          });
        }
        return;
      }
      seen.set(pair, { place: row.place, cell });
      games.push(toGame(round, row.key, opponent.key, cell, row.line));
    });
  }
  return games;
}
