import { isValidTimeControl, type Overtime, type TimeControl } from './time-control';

/*
 * The canonical text of a time control, as the tournaments.time_control column stores it:
 * the overtime's keyword, the main time in seconds, then the overtime's numbers.
 *
 *   absolute 3600          60 min, sudden death
 *   byoyomi 5400 5x30      90 min + 5 periods of 30 s
 *   canadian 2700 15/300   45 min + 15 moves in every 300 s
 *   fischer 1800 +20       30 min + 20 s after every move
 *   unknown 9600           160 min, overtime not known
 *
 * Lower case, single spaces, whole numbers without leading zeros, all times in seconds: one
 * time control has exactly one text. Anything else in the column is free text (older data,
 * typed by hand) and is shown as it is.
 */

const NUMBER = '(0|[1-9]\\d{0,5})';

const PATTERNS: ReadonlyArray<[RegExp, (n: number[]) => Overtime]> = [
  [new RegExp(`^absolute ${NUMBER}$`), () => ({ kind: 'absolute' })],
  [new RegExp(`^unknown ${NUMBER}$`), () => ({ kind: 'unknown' })],
  [
    new RegExp(`^byoyomi ${NUMBER} ${NUMBER}x${NUMBER}$`),
    ([, periods, seconds]) => ({ kind: 'byoyomi', periods, seconds }),
  ],
  [
    new RegExp(`^canadian ${NUMBER} ${NUMBER}/${NUMBER}$`),
    ([, moves, seconds]) => ({ kind: 'canadian', moves, seconds }),
  ],
  [
    new RegExp(`^fischer ${NUMBER} \\+${NUMBER}$`),
    ([, incrementSeconds]) => ({ kind: 'fischer', incrementSeconds }),
  ],
];

function overtimeText(overtime: Overtime): string {
  switch (overtime.kind) {
    case 'absolute':
    case 'unknown':
      return '';
    case 'byoyomi':
      return ` ${overtime.periods}x${overtime.seconds}`;
    case 'canadian':
      return ` ${overtime.moves}/${overtime.seconds}`;
    case 'fischer':
      return ` +${overtime.incrementSeconds}`;
  }
}

/** The canonical text ('byoyomi 5400 5x30'); a RangeError for numbers isValidTimeControl refuses. */
export function formatCanonical(tc: TimeControl): string {
  if (!isValidTimeControl(tc)) {
    throw new RangeError(`Not a valid time control: ${JSON.stringify(tc)}`);
  }
  return `${tc.overtime.kind} ${tc.mainSeconds}${overtimeText(tc.overtime)}`;
}

/** The time control a canonical text stands for; null for any other text (free text). */
export function parseTimeControl(text: string | null | undefined): TimeControl | null {
  if (!text) return null;
  for (const [pattern, overtime] of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const numbers = match.slice(1).map(Number);
    const tc: TimeControl = { mainSeconds: numbers[0], overtime: overtime(numbers) };
    return isValidTimeControl(tc) ? tc : null;
  }
  return null;
}
