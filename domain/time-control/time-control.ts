/** What a player has after the main time runs out. */
export type Overtime =
  /** sudden death (absolute time): nothing */
  | { kind: 'absolute' }
  /** Japanese byo-yomi: `periods` periods of `seconds` each */
  | { kind: 'byoyomi'; periods: number; seconds: number }
  /** Canadian byo-yomi: `moves` moves in every block of `seconds` */
  | { kind: 'canadian'; moves: number; seconds: number }
  /** Fischer: `incrementSeconds` added after every move */
  | { kind: 'fischer'; incrementSeconds: number }
  /** only the main time is known (as in an h9 file's TM) */
  | { kind: 'unknown' };

export type OvertimeKind = Overtime['kind'];

export const OVERTIME_KINDS = [
  'absolute',
  'byoyomi',
  'canadian',
  'fischer',
  'unknown',
] as const satisfies readonly OvertimeKind[];

/** A game's time control: the main time of each player, then the overtime. */
export interface TimeControl {
  mainSeconds: number;
  overtime: Overtime;
}

/** The largest number any field may hold: 999,999 (over eleven days in seconds). */
export const TIME_CONTROL_MAX = 999_999;

function isCount(value: number, min: number): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= TIME_CONTROL_MAX;
}

/** The smallest main time: none at all is fine when an overtime follows, not otherwise. */
function minMainSeconds(overtime: Overtime): number {
  return overtime.kind === 'absolute' || overtime.kind === 'unknown' ? 1 : 0;
}

function isValidOvertime(overtime: Overtime): boolean {
  switch (overtime.kind) {
    case 'absolute':
    case 'unknown':
      return true;
    case 'byoyomi':
      return isCount(overtime.periods, 1) && isCount(overtime.seconds, 1);
    case 'canadian':
      return isCount(overtime.moves, 1) && isCount(overtime.seconds, 1);
    case 'fischer':
      return isCount(overtime.incrementSeconds, 1);
  }
}

/**
 * True when every number is a whole count in range: main time from 0 (1 for sudden death and
 * an unknown overtime), periods, moves, period and increment seconds from 1.
 */
export function isValidTimeControl(tc: TimeControl): boolean {
  return isCount(tc.mainSeconds, minMainSeconds(tc.overtime)) && isValidOvertime(tc.overtime);
}
