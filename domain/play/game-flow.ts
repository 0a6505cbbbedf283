import { afterMove, initialClock, msUntilFlag, readClock } from './clock';
import { compensateLag, lagGraceMs, UNLIMITED_LAG_RULE, type LagQuotaRule } from './lag-quota';
import {
  playMove,
  replay,
  startPosition,
  type IllegalMoveCode,
  type Position,
  type SetupStones,
} from './position';
import { appended, emptyList, listItems, listOf, type GrowingList } from './growing-list';
import { toggleDead } from './removal';
import { scorePosition } from './scoring';
import { moveElapsed, turnElapsed, whenElapsed, type ClockHold } from './turn-time';
import type { ClockKind, ClockReading, GameScore, PlayColour, PlayRules } from './types';

/*
 * A live game's course: every accepted action is an event, and the game is the fold of its
 * events. The server checks an action by applying it (applyEvent refuses it with the reason);
 * the same fold rebuilds a game after a restart. Times are the server's ms since the epoch.
 */

export type GamePhase = 'play' | 'removal' | 'finished';
export type EndReason = 'resignation' | 'timeout' | 'score' | 'abandonment' | 'cycle';

export interface FlowSettings {
  boardSize: number;
  rules: PlayRules;
  komi: number;
  handicapStones: string[];
  /** a game from a position (the bot on the device, from GoGlass): its stones; never on the server */
  setup?: SetupStones;
  clock: ClockKind;
  /** a player whose first move has not come this long after their first turn began abandons */
  abandonAfterMs: number | null;
  /** the lag compensation's quota (lag-quota.ts); absent: the rule before quotas, 1 s every move */
  lag?: LagQuotaRule;
}

export interface LiveGameFlow {
  settings: FlowSettings;
  position: Position;
  /** GTP vertices and 'pass' (listItems for an array) */
  moves: GrowingList<string>;
  phase: GamePhase;
  result: string | null;
  endReason: EndReason | null;
  clocks: Record<PlayColour, ClockReading>;
  /** when the clock of the player to move started running */
  turnStartedAt: number;
  /** the running clock stands still: the player's move waits for a server engine (turn-time.ts) */
  hold: ClockHold | null;
  /** the lag each player may still be forgiven (ms) */
  lagQuota: Record<PlayColour, number>;
  undoRequest: { by: PlayColour; moveNumber: number } | null;
  removal: { dead: string[]; acceptedBy: PlayColour[] } | null;
  score: GameScore | null;
  moved: Record<PlayColour, boolean>;
  startedAt: number;
  finishedAt: number | null;
}

/**
 * lagMs: the mover's network lag, forgiven within their quota. queuedMs (the server's own moves,
 * a bot's): how long the move waited for an engine, not charged within a hold.
 */
export type FlowEvent =
  | {
      kind: 'move';
      actor: PlayColour;
      at: number;
      move: string;
      lagMs?: number;
      queuedMs?: number;
    }
  | {
      kind: 'pass';
      actor: PlayColour;
      at: number;
      lagMs?: number;
      queuedMs?: number;
      proposal?: string[];
    }
  | { kind: 'resign'; actor: PlayColour; at: number }
  | { kind: 'undo' | 'undo-accept' | 'undo-reject'; actor: PlayColour; at: number }
  | { kind: 'removal'; actor: PlayColour; at: number; points: string[] }
  | { kind: 'accept'; actor: PlayColour; at: number; dead: string[] }
  | { kind: 'resume'; actor: PlayColour; at: number }
  | { kind: 'timeout' | 'abandon'; at: number; colour: PlayColour }
  /** the server was down from `from` until `at`: that time is charged to nobody */
  | { kind: 'clock-resume'; at: number; from: number }
  /** the running player's move waits for a server engine: their clock stands still, up to maxMs */
  | { kind: 'hold'; colour: PlayColour; at: number; maxMs: number };

/** Why the rules refuse an action: a key of FLOW_REASONS or of ILLEGAL_MOVE (the move itself). */
export type PlayRefusalCode = keyof typeof FLOW_REASONS | IllegalMoveCode;

export type FlowResult =
  { ok: true; game: LiveGameFlow } | { ok: false; code: PlayRefusalCode; reason: string };

export const FLOW_REASONS = {
  gameOver: 'The game is over',
  notYourTurn: 'Not your turn',
  notInPlay: 'Stones are being marked: accept, or continue the game',
  notInRemoval: 'Dead stones are marked only after two passes',
  undoOpen: 'An undo request is already open',
  nothingToUndo: 'You can only take back your own last move',
  noUndoRequest: 'No undo request to answer',
  ownUndoRequest: 'Your opponent answers your undo request',
  deadStonesChanged: 'The dead stones changed: look again before accepting',
  alreadyAccepted: 'You have already accepted these dead stones',
  clockRunning: 'The clock has not run out',
  notAbandoned: 'The player has not abandoned the game',
  timeIsUp: 'Your time is up',
  notAPlayer: 'You are not a player of this game',
  notHoldable: 'Only a running clock not held yet can be held',
} as const;

export function opponentOf(colour: PlayColour): PlayColour {
  return colour === 'black' ? 'white' : 'black';
}

export function startFlow(settings: FlowSettings, at: number): LiveGameFlow {
  const clock = initialClock(settings.clock);
  const quota = lagRuleOf(settings).startMs;
  return {
    settings,
    position: startPosition(settings.boardSize, settings.handicapStones, settings.setup),
    moves: emptyList(),
    phase: 'play',
    result: null,
    endReason: null,
    clocks: { black: clock, white: clock },
    turnStartedAt: at,
    hold: null,
    lagQuota: { black: quota, white: quota },
    undoRequest: null,
    removal: null,
    score: null,
    moved: { black: false, white: false },
    startedAt: at,
    finishedAt: null,
  };
}

function lagRuleOf(settings: FlowSettings): LagQuotaRule {
  return settings.lag ?? UNLIMITED_LAG_RULE;
}

export function currentPosition(game: LiveGameFlow): Position {
  return game.position;
}

export function toMoveOf(game: LiveGameFlow): PlayColour {
  return currentPosition(game).toMove;
}

/** Whose clock runs: the player to move during play, nobody otherwise. */
export function runningColour(game: LiveGameFlow): PlayColour | null {
  return game.phase === 'play' ? toMoveOf(game) : null;
}

/** Both clocks as they read at `now`. */
export function clocksAt(game: LiveGameFlow, now: number): Record<PlayColour, ClockReading> {
  const running = runningColour(game);
  if (!running) return game.clocks;
  return { ...game.clocks, [running]: runningRead(game, running, now).reading };
}

function runningRead(game: LiveGameFlow, running: PlayColour, at: number) {
  return readClock(game.settings.clock, game.clocks[running], turnElapsed(game, at));
}

/**
 * The next thing the server must do by itself, if nobody acts first: a timeout (after the lag
 * the player may still be forgiven, so a move sent in time still arrives first) or an
 * abandonment. A held clock defers both.
 */
export function nextDeadline(
  game: LiveGameFlow,
): { at: number; kind: 'timeout' | 'abandon'; colour: PlayColour } | null {
  const colour = runningColour(game);
  if (!colour) return null;
  const grace = lagGraceMs(lagRuleOf(game.settings), game.lagQuota[colour]);
  const flagMs = msUntilFlag(game.settings.clock, game.clocks[colour]);
  const timeout = { at: whenElapsed(game, flagMs + grace) + 1, kind: 'timeout' as const, colour };
  const abandonAfter = game.settings.abandonAfterMs;
  if (abandonAfter === null || game.moved[colour]) return timeout;
  const abandon = { at: whenElapsed(game, abandonAfter), kind: 'abandon' as const, colour };
  return abandon.at < timeout.at ? abandon : timeout;
}

export function applyEvent(game: LiveGameFlow, event: FlowEvent): FlowResult {
  if (game.phase === 'finished') return refuse('gameOver');
  switch (event.kind) {
    case 'move':
    case 'pass':
      return play(game, event);
    case 'resign':
      return ok(finish(game, event.at, `${letter(opponentOf(event.actor))}+R`, 'resignation'));
    case 'undo':
      return askUndo(game, event.actor);
    case 'undo-accept':
    case 'undo-reject':
      return answerUndo(game, event.actor, event.kind === 'undo-accept', event.at);
    case 'removal':
      return toggle(game, event.points);
    case 'accept':
      return acceptDead(game, event.actor, event.dead, event.at);
    case 'resume':
      return resume(game, event.at);
    case 'timeout':
      return timeout(game, event.colour, event.at);
    case 'abandon':
      return abandon(game, event.colour, event.at);
    case 'clock-resume':
      return ok(resumeClock(game, event.from, event.at));
    case 'hold':
      return holdClock(game, event.colour, event.at, event.maxMs);
  }
}

function play(
  game: LiveGameFlow,
  event: Extract<FlowEvent, { kind: 'move' | 'pass' }>,
): FlowResult {
  if (game.phase !== 'play') return refuse('notInPlay');
  if (event.actor !== toMoveOf(game)) return refuse('notYourTurn');
  const move = event.kind === 'pass' ? 'pass' : event.move;
  const played = playMove(currentPosition(game), game.settings.rules, move);
  if (!played.ok) return played;
  const lag = compensateLag(lagRuleOf(game.settings), game.lagQuota[event.actor], event.lagMs);
  const elapsed = Math.max(0, moveElapsed(game, event.at, event.queuedMs) - lag.forgivenMs);
  const charged = afterMove(game.settings.clock, game.clocks[event.actor], elapsed);
  if (charged.flagged) return refuse('timeIsUp');
  const next: LiveGameFlow = {
    ...game,
    position: played.position,
    moves: appended(game.moves, move),
    clocks: { ...game.clocks, [event.actor]: charged.clock },
    turnStartedAt: event.at,
    hold: null,
    lagQuota:
      game.lagQuota[event.actor] === lag.quotaMs
        ? game.lagQuota
        : { ...game.lagQuota, [event.actor]: lag.quotaMs },
    undoRequest: null,
    // unchanged parts stay the same objects: a game kept in memory holds less a move
    moved: game.moved[event.actor] ? game.moved : { ...game.moved, [event.actor]: true },
  };
  if (played.cycle) return ok(finish(next, event.at, 'Void', 'cycle'));
  if (played.position.consecutivePasses >= 2) {
    const dead = event.kind === 'pass' ? (event.proposal ?? []) : [];
    return ok({ ...next, phase: 'removal', removal: { dead: [...dead].sort(), acceptedBy: [] } });
  }
  return ok(next);
}

/**
 * How many moves an undo asked by `actor` takes back: their last move (1) while the opponent has
 * not answered it, their last move and the answer (2) once the opponent has; 0 when they have
 * not moved yet. Moves alternate (a pass is a move), so the asker's last move is the last or the
 * one before it.
 */
export function undoableMoves(
  game: { moves: { readonly length: number }; toMove: PlayColour },
  actor: PlayColour,
): 0 | 1 | 2 {
  if (game.toMove !== actor) return game.moves.length >= 1 ? 1 : 0;
  return game.moves.length >= 2 ? 2 : 0;
}

function askUndo(game: LiveGameFlow, actor: PlayColour): FlowResult {
  if (game.phase !== 'play') return refuse('notInPlay');
  if (game.undoRequest) return refuse('undoOpen');
  const undoable = { moves: game.moves, toMove: toMoveOf(game) };
  if (undoableMoves(undoable, actor) === 0) return refuse('nothingToUndo');
  return ok({ ...game, undoRequest: { by: actor, moveNumber: game.moves.length } });
}

function answerUndo(
  game: LiveGameFlow,
  actor: PlayColour,
  accepted: boolean,
  at: number,
): FlowResult {
  const request = game.undoRequest;
  if (!request || game.phase !== 'play') return refuse('noUndoRequest');
  if (request.by === actor) return refuse('ownUndoRequest');
  if (!accepted) return ok({ ...game, undoRequest: null });
  // Any move clears the request: the game is as it was when asked.
  const taken = undoableMoves({ moves: game.moves, toMove: toMoveOf(game) }, request.by);
  const moves = listItems(game.moves).slice(0, game.moves.length - taken);
  // The running clock ran while the request waited; the asker's runs again from now.
  const { boardSize: size, handicapStones, rules, setup } = game.settings;
  const running = toMoveOf(game);
  const spent = runningRead(game, running, at);
  return ok({
    ...game,
    position: replay(size, handicapStones, rules, moves, setup),
    moves: listOf(moves),
    clocks: { ...game.clocks, [running]: spent.reading },
    turnStartedAt: at,
    hold: null,
    undoRequest: null,
  });
}

function toggle(game: LiveGameFlow, points: string[]): FlowResult {
  if (game.phase !== 'removal' || !game.removal) return refuse('notInRemoval');
  const position = currentPosition(game);
  const dead = points.reduce(
    (marked, point) => toggleDead(position, marked, point),
    [...game.removal.dead],
  );
  return ok({ ...game, removal: { dead, acceptedBy: [] } });
}

function acceptDead(game: LiveGameFlow, actor: PlayColour, dead: string[], at: number): FlowResult {
  if (game.phase !== 'removal' || !game.removal) return refuse('notInRemoval');
  if (!sameSet(dead, game.removal.dead)) return refuse('deadStonesChanged');
  if (game.removal.acceptedBy.includes(actor)) return refuse('alreadyAccepted');
  const acceptedBy = [...game.removal.acceptedBy, actor];
  const next = { ...game, removal: { ...game.removal, acceptedBy } };
  if (acceptedBy.length < 2) return ok(next);
  const { rules, komi } = game.settings;
  const score = scorePosition(currentPosition(game), game.removal.dead, rules, komi);
  return ok({ ...finish(next, at, score.result, 'score'), score });
}

function resume(game: LiveGameFlow, at: number): FlowResult {
  if (game.phase !== 'removal') return refuse('notInRemoval');
  return ok({
    ...game,
    position: { ...game.position, consecutivePasses: 0 },
    phase: 'play',
    removal: null,
    turnStartedAt: at,
    hold: null,
  });
}

function timeout(game: LiveGameFlow, colour: PlayColour, at: number): FlowResult {
  if (runningColour(game) !== colour) return refuse('clockRunning');
  if (!runningRead(game, colour, at).flagged) return refuse('clockRunning');
  return ok(finish(game, at, `${letter(opponentOf(colour))}+T`, 'timeout'));
}

function abandon(game: LiveGameFlow, colour: PlayColour, at: number): FlowResult {
  const after = game.settings.abandonAfterMs;
  const due = after !== null && turnElapsed(game, at) >= after;
  if (runningColour(game) !== colour || game.moved[colour] || !due) {
    return refuse('notAbandoned');
  }
  return ok(finish(game, at, `${letter(opponentOf(colour))}+F`, 'abandonment'));
}

/**
 * The turn goes on as if the server had never stopped: its start moves on by the downtime, so
 * neither the clock nor the wait for a first move (abandonment) counts it.
 */
function resumeClock(game: LiveGameFlow, from: number, at: number): LiveGameFlow {
  if (!runningColour(game)) return { ...game, turnStartedAt: at };
  const downtime = Math.max(0, at - Math.max(from, game.turnStartedAt));
  const hold = game.hold && { ...game.hold, from: game.hold.from + downtime };
  return { ...game, turnStartedAt: game.turnStartedAt + downtime, hold };
}

function holdClock(game: LiveGameFlow, colour: PlayColour, at: number, maxMs: number): FlowResult {
  if (runningColour(game) !== colour || game.hold || !(maxMs >= 0)) {
    return refuse('notHoldable');
  }
  return ok({ ...game, hold: { from: Math.max(at, game.turnStartedAt), maxMs } });
}

function finish(
  game: LiveGameFlow,
  at: number,
  result: string,
  endReason: EndReason,
): LiveGameFlow {
  const running = runningColour(game);
  const clocks = running
    ? { ...game.clocks, [running]: runningRead(game, running, at).reading }
    : game.clocks;
  return {
    ...game,
    clocks,
    hold: null,
    phase: 'finished',
    result,
    endReason,
    undoRequest: null,
    finishedAt: at,
  };
}

function letter(colour: PlayColour): 'B' | 'W' {
  return colour === 'black' ? 'B' : 'W';
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a.map((v) => v.toUpperCase()));
  return b.every((v) => set.has(v.toUpperCase()));
}

function ok(game: LiveGameFlow): FlowResult {
  return { ok: true, game };
}

function refuse(code: keyof typeof FLOW_REASONS): FlowResult {
  return { ok: false, code, reason: FLOW_REASONS[code] };
}
