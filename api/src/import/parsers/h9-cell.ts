/** A round cell of an h9 row, from the row's player's side. */
export type H9Cell =
  | { kind: 'no-game'; freeWin: boolean }
  | {
      kind: 'game';
      opponent: number;
      outcome: 'win' | 'loss' | 'jigo';
      forfeit: boolean;
      /** The row's player's colour; undefined when not recorded. */
      color?: 'black' | 'white';
      handicap: number;
    };

const CELL = /^(\d+)([+\-=])(!?)(?:\/([wb])(\d*))?$/i;
const OUTCOMES = { '+': 'win', '-': 'loss', '=': 'jigo' } as const;

/**
 * Reads '7+/w0', '7+/w' (handicap 0), '7-/b2', '7+!/w0' (forfeit), '7-' (colour not recorded),
 * '0+' (free win), '0-', '0=' and '-' (no game). Undefined when the cell is unreadable.
 */
export function parseH9Cell(text: string): H9Cell | undefined {
  if (text === '-') return { kind: 'no-game', freeWin: false };
  const match = CELL.exec(text);
  if (!match) return undefined;
  const outcome = OUTCOMES[match[2] as keyof typeof OUTCOMES];
  const opponent = Number(match[1]);
  if (opponent === 0) return { kind: 'no-game', freeWin: outcome === 'win' };
  const colorLetter = match[4]?.toLowerCase();
  return {
    kind: 'game',
    opponent,
    outcome,
    forfeit: match[3] === '!',
    color: colorLetter === undefined ? undefined : colorLetter === 'w' ? 'white' : 'black',
    handicap: match[5] ? Number(match[5]) : 0,
  };
}

/** Whether a token looks like a round cell (used to count the rounds of files without header). */
export function isH9Cell(text: string): boolean {
  return parseH9Cell(text) !== undefined;
}
