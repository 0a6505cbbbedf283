import { property, type SgfNode } from './game-tree';
import { boardSize, type BoardSize } from './replay';

/** How a game ended, read from RE. */
export type RecordResult =
  | {
      winner: 'black' | 'white';
      by: 'resignation' | 'time' | 'forfeit' | 'points' | 'other';
      /** the margin, for a win by points when given */
      points: number | null;
    }
  | { winner: 'draw' | 'void' | 'unknown' };

/** The game information of an SGF record's root node; null for what it does not say. */
export interface RecordInfo {
  black: string | null;
  white: string | null;
  blackRank: string | null;
  whiteRank: string | null;
  /** RE as written */
  resultText: string | null;
  result: RecordResult | null;
  /** DT as written (YYYY-MM-DD, perhaps several dates) */
  date: string | null;
  event: string | null;
  round: string | null;
  place: string | null;
  komi: number | null;
  handicap: number | null;
  size: BoardSize;
  rules: string | null;
  /** TM, in seconds */
  timeLimit: number | null;
  overtime: string | null;
  /** GC: a comment on the whole game */
  gameComment: string | null;
}

/** A SimpleText value: line breaks are spaces; blank is missing. */
function simpleText(node: SgfNode, key: string): string | null {
  const value = property(node, key)?.replace(/\s+/g, ' ').trim();
  return value ? value : null;
}

function text(node: SgfNode, key: string): string | null {
  const value = property(node, key)?.trim();
  return value ? value : null;
}

function real(node: SgfNode, key: string): number | null {
  const value = simpleText(node, key);
  if (value === null) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

const WIN_REASONS: Record<string, 'resignation' | 'time' | 'forfeit'> = {
  R: 'resignation',
  RESIGN: 'resignation',
  T: 'time',
  TIME: 'time',
  F: 'forfeit',
  FORFEIT: 'forfeit',
};

/** Reads RE: "B+R", "W+3.5", "B+T", "W+F", "B+" , "0" or "Draw", "Void", "?". */
export function parseResult(text: string | null | undefined): RecordResult | null {
  const value = text?.trim().toUpperCase();
  if (!value) return null;
  if (value === '0' || value === 'DRAW' || value === 'JIGO') return { winner: 'draw' };
  if (value === 'VOID') return { winner: 'void' };
  if (value === '?') return { winner: 'unknown' };
  const match = /^([BW])\+(.*)$/.exec(value);
  if (!match) return null;
  const winner = match[1] === 'B' ? 'black' : 'white';
  const reason = match[2].trim();
  if (reason === '') return { winner, by: 'other', points: null };
  const by = WIN_REASONS[reason];
  if (by) return { winner, by, points: null };
  const points = Number(reason);
  return Number.isFinite(points) && points > 0
    ? { winner, by: 'points', points }
    : { winner, by: 'other', points: null };
}

/** The game information of the record (its root node's properties). */
export function readRecordInfo(root: SgfNode): RecordInfo {
  const handicap = real(root, 'HA');
  const resultText = simpleText(root, 'RE');
  return {
    black: simpleText(root, 'PB'),
    white: simpleText(root, 'PW'),
    blackRank: simpleText(root, 'BR'),
    whiteRank: simpleText(root, 'WR'),
    resultText,
    result: parseResult(resultText),
    date: simpleText(root, 'DT'),
    event: simpleText(root, 'EV'),
    round: simpleText(root, 'RO'),
    place: simpleText(root, 'PC'),
    komi: real(root, 'KM'),
    handicap: handicap !== null && Number.isInteger(handicap) && handicap >= 0 ? handicap : null,
    size: boardSize(root),
    rules: simpleText(root, 'RU'),
    timeLimit: real(root, 'TM'),
    overtime: simpleText(root, 'OT'),
    gameComment: text(root, 'GC'),
  };
}

/** The node's comment (C), trimmed; null when it has none. */
export function nodeComment(node: SgfNode): string | null {
  return text(node, 'C');
}
