import { parseDates, type NodeObject } from '@sabaki/sgf';
import { isCalendarDate } from '@domain/calendar/calendar-date';
import type { LibraryGameInfo } from '@sync/contract/game-library';

/** What the library keeps of one game tree besides its SGF text. */
export interface GameFacts extends LibraryGameInfo {
  boardSize: number;
  moves: number;
  /** the first date of DT as YYYY, YYYY-MM or YYYY-MM-DD (missing parts '01' for the filter) */
  dateKey: string | null;
  /** 'B', 'W' or 'draw' from RE; null for anything else ('Void', '?', none) */
  resultKind: 'B' | 'W' | 'draw' | null;
}

/** The root properties each editable info field is written to. */
export const INFO_PROPERTIES = {
  black: 'PB',
  white: 'PW',
  blackRank: 'BR',
  whiteRank: 'WR',
  result: 'RE',
  date: 'DT',
  event: 'EV',
  komi: 'KM',
} as const;

function text(root: NodeObject, property: string): string | null {
  const value = root.data[property]?.[0]?.trim();
  return value ? value : null;
}

function numberOf(value: string | null): number | null {
  if (value === null) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** Moves (passes included) along the main line: the first child at every step. */
function mainLineMoves(root: NodeObject): number {
  let moves = 0;
  for (let node: NodeObject | undefined = root; node; node = node.children[0]) {
    if (node.data.B || node.data.W) moves += 1;
  }
  return moves;
}

/**
 * The first date of a DT value: sabaki's reading, else the first 'YYYY[-MM[-DD]]' in it; null
 * when it is no day of the calendar ('2024-13-45').
 */
export function dateKeyOf(date: string | null): string | null {
  if (date === null) return null;
  const first = parseDates(date)?.[0];
  const parts =
    first && first.length > 0
      ? first
      : (/(\d{4})(?:[-./](\d{1,2})(?:[-./](\d{1,2}))?)?/.exec(date)?.slice(1) ?? [])
          .filter((part): part is string => part !== undefined)
          .map(Number);
  if (parts.length === 0) return null;
  const [year, month = 1, day = 1] = parts;
  if (!isCalendarDate({ year, month, day })) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function resultKindOf(result: string | null): GameFacts['resultKind'] {
  if (result === null) return null;
  const upper = result.toUpperCase();
  if (upper.startsWith('B+')) return 'B';
  if (upper.startsWith('W+')) return 'W';
  if (upper === '0' || upper === 'DRAW' || upper === 'JIGO') return 'draw';
  return null;
}

/** The facts of one game tree whose board size was checked already. */
export function factsOf(root: NodeObject, boardSize: number): GameFacts {
  const date = text(root, 'DT');
  const result = text(root, 'RE');
  const handicap = Number.parseInt(text(root, 'HA') ?? '0', 10);
  return {
    black: text(root, 'PB'),
    white: text(root, 'PW'),
    blackRank: text(root, 'BR'),
    whiteRank: text(root, 'WR'),
    result,
    date,
    event: text(root, 'EV'),
    komi: numberOf(text(root, 'KM')),
    handicap: Number.isFinite(handicap) && handicap > 0 ? handicap : 0,
    rules: text(root, 'RU'),
    boardSize,
    moves: mainLineMoves(root),
    dateKey: dateKeyOf(date),
    resultKind: resultKindOf(result),
  };
}

/** Writes edited info into the root: a value sets its property, null removes it. */
export function applyInfo(
  root: NodeObject,
  info: Partial<Record<keyof typeof INFO_PROPERTIES, string | number | null>>,
): void {
  for (const [field, property] of Object.entries(INFO_PROPERTIES)) {
    const value = info[field as keyof typeof INFO_PROPERTIES];
    if (value === undefined) continue;
    if (value === null || String(value).trim() === '') delete root.data[property];
    else root.data[property] = [String(value).trim()];
  }
}
