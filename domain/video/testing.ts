import type { FrameReading, Sign, StableState } from './types';

/** A board from rows of text: X black, O white, anything else empty. */
export function signsOf(rows: readonly string[]): Sign[][] {
  return rows.map((row) => [...row].map((c) => (c === 'X' ? 1 : c === 'O' ? -1 : 0)));
}

/** A stable state seen at `time`, every sign seen first then. */
export function stateAt(time: number, rows: readonly string[]): StableState {
  return {
    time,
    signs: signsOf(rows),
    since: rows.map((row) => [...row].map(() => time)),
  };
}

/**
 * A frame read with full confidence, nothing covered except where `covered` marks '#', nothing
 * moving except where `moving` does.
 */
export function frameAt(
  time: number,
  rows: readonly string[],
  options: { confidence?: number; covered?: readonly string[]; moving?: readonly string[] } = {},
): FrameReading {
  const marked = (marks: readonly string[] | undefined) =>
    rows.map((row, y) => [...row].map((_, x) => marks?.[y][x] === '#'));
  return {
    time,
    signs: signsOf(rows),
    confidence: rows.map((row) => [...row].map(() => options.confidence ?? 1)),
    occluded: marked(options.covered),
    moving: marked(options.moving),
  };
}
