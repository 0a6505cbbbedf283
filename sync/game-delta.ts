import type { Clocks, Colour, LiveGameDelta, LiveGameState } from './contract/play';

/** The fields a delta carries whole when they changed. */
const WHOLE_FIELDS = [
  'toMove',
  'phase',
  'result',
  'endReason',
  'undoRequest',
  'removal',
  'score',
  'finishedAt',
] as const;

const COLOURS: readonly Colour[] = ['black', 'white'];

/** What applying a delta gives: the state after it, or a gap (the whole state is needed). */
export type DeltaOutcome = { kind: 'applied'; state: LiveGameState } | { kind: 'gap' };

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What changed from `before` to `after` (the next seq). A clock that was running before is
 * always sent: the reading the client holds may be from any moment of its run (a watch's state).
 * The states' clocks are best read at their events' moments: then the clock that starts with
 * the event reads as it stood, and only the one that stopped is sent.
 */
export function gameDelta(before: LiveGameState, after: LiveGameState): LiveGameDelta {
  const delta: LiveGameDelta = { seq: after.seq };
  let common = 0;
  const shorter = Math.min(before.moves.length, after.moves.length);
  while (common < shorter && before.moves[common] === after.moves[common]) common++;
  if (common < before.moves.length) delta.movesFrom = common;
  if (common < before.moves.length || common < after.moves.length) {
    delta.moves = after.moves.slice(common);
  }
  const changed = delta as unknown as Record<string, unknown>;
  for (const field of WHOLE_FIELDS) {
    if (!same(before[field], after[field])) changed[field] = after[field];
  }
  const captures = COLOURS.filter((colour) => before.captures[colour] !== after.captures[colour]);
  if (captures.length > 0) {
    delta.captures = Object.fromEntries(captures.map((colour) => [colour, after.captures[colour]]));
  }
  const clocks: Partial<Clocks> = {};
  for (const colour of COLOURS) {
    const ran = before.clocks.running === colour;
    if (ran || !same(before.clocks[colour], after.clocks[colour])) {
      clocks[colour] = after.clocks[colour];
    }
  }
  if (before.clocks.running !== after.clocks.running) clocks.running = after.clocks.running;
  clocks.serverTime = after.clocks.serverTime;
  delta.clocks = clocks;
  return delta;
}

/**
 * The state after `delta`: the same state when the delta is not newer (already applied), a gap
 * when it does not follow the state's seq.
 */
export function applyGameDelta(state: LiveGameState, delta: LiveGameDelta): DeltaOutcome {
  if (delta.seq <= state.seq) return { kind: 'applied', state };
  if (delta.seq !== state.seq + 1) return { kind: 'gap' };
  const next: LiveGameState = { ...state, seq: delta.seq };
  if (delta.moves) {
    const from = delta.movesFrom ?? state.moves.length;
    if (from > state.moves.length) return { kind: 'gap' };
    next.moves = [...state.moves.slice(0, from), ...delta.moves];
  }
  const fields = next as unknown as Record<string, unknown>;
  for (const field of WHOLE_FIELDS) {
    if (field in delta) fields[field] = delta[field];
  }
  if (delta.captures) next.captures = { ...state.captures, ...delta.captures };
  if (delta.clocks) next.clocks = { ...state.clocks, ...delta.clocks };
  return { kind: 'applied', state: next };
}
