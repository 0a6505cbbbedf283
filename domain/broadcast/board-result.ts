import type { GameResult } from '../game/game-result';

/** 'B+R', 'W+T', 'B+F', 'W+3.5', 'B+12', 'Draw', 'Void' (as SGF writes RE, with Draw for 0). */
const RESULT_PATTERN = /^(?:[BW]\+(?:R|T|F|\d{1,3}(?:\.5)?)|Draw|Void)$/;

export const BROADCAST_RESULT_MESSAGE =
  "A result is B+R, W+T, B+F, W+3.5, Draw or Void (winner, '+', then resignation, time, forfeit or points)";

/**
 * The result in its one spelling, or null when unreadable: '0', 'jigo' and 'draw' are Draw;
 * SGF's long forms (B+Resign, W+Time, B+Forfeit) are shortened; case does not matter.
 */
export function normaliseResult(text: string): string | null {
  const trimmed = text.trim();
  if (/^(0|jigo|draw)$/i.test(trimmed)) return 'Draw';
  if (/^void$/i.test(trimmed)) return 'Void';
  const short = trimmed
    .toUpperCase()
    .replace(
      /^([BW])\+(RESIGN|TIME|FORFEIT)$/,
      (_, side: string, how: string) => `${side}+${how[0]}`,
    );
  return RESULT_PATTERN.test(short) ? short : null;
}

/** The game row's result for a broadcast result: forfeits as forfeits; Void has none. */
export function gameResultOf(result: string): GameResult | null {
  if (result === 'Draw') return 'jigo';
  if (result === 'Void') return null;
  const black = result.startsWith('B+');
  if (result.endsWith('+F')) return black ? 'black_forfeit' : 'white_forfeit';
  return black ? 'black' : 'white';
}
