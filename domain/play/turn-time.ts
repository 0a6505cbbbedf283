/*
 * How much of a turn the running clock has counted. A turn's clock runs from turnStartedAt,
 * except while it is held: a bot's move waiting for one of the server's engines is not the bot's
 * time. A hold lasts until the move, but stops the clock for maxMs at most (an engine that never
 * answers cannot stop a game); the move then credits the wait the server measured (queuedMs),
 * within the hold, so the bot's thinking still counts.
 */

export interface ClockHold {
  /** when the move began to wait */
  from: number;
  /** the longest the clock stands still for it */
  maxMs: number;
}

export interface TurnTiming {
  turnStartedAt: number;
  hold: ClockHold | null;
}

function heldMs(turn: TurnTiming, at: number): number {
  if (!turn.hold) return 0;
  return Math.min(Math.max(0, at - turn.hold.from), turn.hold.maxMs);
}

/** The ms of the turn the running clock has counted by `at`. */
export function turnElapsed(turn: TurnTiming, at: number): number {
  return Math.max(0, at - turn.turnStartedAt - heldMs(turn, at));
}

/** The ms a move made at `at` costs before lag: its measured wait for an engine, within the hold, does not count. */
export function moveElapsed(turn: TurnTiming, at: number, queuedMs: number | undefined): number {
  const queued = queuedMs !== undefined && Number.isFinite(queuedMs) ? Math.max(0, queuedMs) : 0;
  return Math.max(0, at - turn.turnStartedAt - Math.min(queued, heldMs(turn, at)));
}

/** When the running clock will have counted `ms` of the turn (the earliest such moment). */
export function whenElapsed(turn: TurnTiming, ms: number): number {
  const unheld = turn.turnStartedAt + ms;
  if (!turn.hold || unheld <= turn.hold.from) return unheld;
  return unheld + turn.hold.maxMs;
}

/** Whether the running clock stands still at `now`: held, its hold not used up. */
export function clockHeldAt(turn: TurnTiming, now: number): boolean {
  return turn.hold !== null && now - turn.hold.from < turn.hold.maxMs;
}
