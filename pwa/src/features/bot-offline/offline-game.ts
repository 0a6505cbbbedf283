import {
  applyEvent,
  opponentOf,
  startFlow,
  type FlowEvent,
  type FlowSettings,
  type LiveGameFlow,
  type PlayRefusalCode,
} from '@domain/play/game-flow';
import { firstToMove } from '@domain/play/handicap';
import { komiOf } from '@domain/play/settings';
import { formatVertex } from '@domain/play/vertex';
import { DEAD_OWNERSHIP } from '@domain/bots/dead-stones';
import type { PlayColour } from '@domain/play/types';
import type { StoredBotGame } from '@pwa/lib/db';
import { setupStonesOf } from '@pwa/lib/position-analysis/setup-stones';
import { TIME_PRESETS, type BotGameSetup } from './bot-options';

/** The rules of a game on the device: area scoring, no handicap (a position may be set up). */
const RULES = 'chinese';

/** A game against the bot as IndexedDB keeps it (the table's row, lib/db.ts). */
export type OfflineBotGame = StoredBotGame;

/** A record with its fold. */
export interface BotGameState {
  record: OfflineBotGame;
  game: LiveGameFlow;
}

export type Transition =
  { ok: true; state: BotGameState } | { ok: false; code: PlayRefusalCode; reason: string };

export function newOfflineGame(
  setup: BotGameSetup,
  id: string,
  now: number,
  random: () => number = Math.random,
): BotGameState {
  const userColour: PlayColour =
    setup.colour === 'random' ? (random() < 0.5 ? 'black' : 'white') : setup.colour;
  const from = setup.from;
  const settings: FlowSettings = {
    boardSize: from?.boardSize ?? setup.boardSize,
    rules: RULES,
    komi: from?.komi ?? komiOf({ rules: RULES, handicap: 0, komi: null }),
    handicapStones: [],
    ...(from ? { setup: setupStonesOf(from) } : {}),
    clock: TIME_PRESETS[setup.time],
    // Nobody abandons a game against the bot: the player's clock decides.
    abandonAfterMs: null,
  };
  const record: OfflineBotGame = {
    id,
    userColour,
    rank: setup.rank,
    style: setup.style,
    time: setup.time,
    settings,
    events: [],
    ownership: null,
    botWinrates: [],
    createdAt: now,
    seenAt: now,
    finished: 0,
    uploadedGameId: null,
  };
  return { record, game: startFlow(settings, now) };
}

/** The game a stored record holds: its events folded (an event refused is skipped). */
export function foldGame(record: OfflineBotGame): LiveGameFlow {
  return record.events.reduce(
    (game, event) => {
      const result = applyEvent(game, event);
      return result.ok ? result.game : game;
    },
    startFlow(record.settings, record.createdAt),
  );
}

export function stateOf(record: OfflineBotGame): BotGameState {
  return { record, game: foldGame(record) };
}

/** A game from a set-up position: the server cannot take it (its games start empty). */
export function isFromPosition(record: OfflineBotGame): boolean {
  return record.settings.setup !== undefined;
}

export function botColourOf(record: OfflineBotGame): PlayColour {
  return opponentOf(record.userColour);
}

/** Applies one event; the record keeps it only when the rules accept it. */
export function withEvent(state: BotGameState, event: FlowEvent): Transition {
  const result = applyEvent(state.game, event);
  if (!result.ok) return result;
  const record: OfflineBotGame = {
    ...state.record,
    events: [...state.record.events, event],
    finished: result.game.phase === 'finished' ? 1 : 0,
  };
  return { ok: true, state: { record, game: result.game } };
}

/** Several events in order, all or none. */
export function withEvents(state: BotGameState, events: FlowEvent[]): Transition {
  let current = state;
  for (const event of events) {
    const next = withEvent(current, event);
    if (!next.ok) return next;
    current = next.state;
  }
  return { ok: true, state: current };
}

export function isBotTurn(state: BotGameState): boolean {
  return state.game.phase === 'play' && state.game.position.toMove === botColourOf(state.record);
}

export function userMove(state: BotGameState, move: string, at: number): Transition {
  const actor = state.record.userColour;
  return withEvent(
    state,
    move === 'pass' ? passEvent(state, actor, at) : { kind: 'move', actor, move, at },
  );
}

/** The bot's answer: a move, 'pass' or 'resign', with its ownership estimate (black's view). */
export function botMove(
  state: BotGameState,
  move: string,
  ownership: number[] | null,
  at: number,
): Transition {
  const withOwnership: BotGameState = {
    ...state,
    record: { ...state.record, ownership: ownership ?? state.record.ownership },
  };
  const actor = botColourOf(state.record);
  if (move === 'resign') return withEvent(withOwnership, { kind: 'resign', actor, at });
  return withEvent(
    withOwnership,
    move === 'pass' ? passEvent(withOwnership, actor, at) : { kind: 'move', actor, move, at },
  );
}

/** A pass; the one that ends play proposes the stones the network sees as dead. */
function passEvent(state: BotGameState, actor: PlayColour, at: number): FlowEvent {
  const proposal = deadFromOwnership(state.game.position.signMap, state.record.ownership);
  return { kind: 'pass', actor, at, proposal };
}

export function resign(state: BotGameState, at: number): Transition {
  return withEvent(state, { kind: 'resign', actor: state.record.userColour, at });
}

/**
 * Takes back the player's last move (and the bot's answer after it): the bot asks to undo its
 * move and the player agrees, then the player asks and the bot agrees, as domain/play's undo
 * works between two players.
 */
export function takeBack(state: BotGameState, at: number): Transition {
  const user = state.record.userColour;
  const bot = opponentOf(user);
  const events: FlowEvent[] = [];
  if (state.game.position.toMove === user) {
    events.push({ kind: 'undo', actor: bot, at }, { kind: 'undo-accept', actor: user, at });
  }
  events.push({ kind: 'undo', actor: user, at }, { kind: 'undo-accept', actor: bot, at });
  return withEvents(state, events);
}

/** Whether the player has a move of their own to take back. */
export function canTakeBack(state: BotGameState): boolean {
  const { game, record } = state;
  if (game.phase !== 'play') return false;
  const userMoves = movesBy(game, record.userColour);
  return userMoves > 0 && (game.position.toMove !== record.userColour || game.moves.length >= 2);
}

function movesBy(game: LiveGameFlow, colour: PlayColour): number {
  const { setup, handicapStones } = game.settings;
  const first: PlayColour = setup?.toMove ?? firstToMove(handicapStones.length);
  const count = game.moves.length;
  return colour === first ? Math.ceil(count / 2) : Math.floor(count / 2);
}

export function toggleDeadAt(state: BotGameState, vertex: string, at: number): Transition {
  return withEvent(state, {
    kind: 'removal',
    actor: state.record.userColour,
    at,
    points: [vertex],
  });
}

/** The player accepts the dead stones; the bot agrees with whatever the player accepts. */
export function acceptScore(state: BotGameState, at: number): Transition {
  const dead = state.game.removal?.dead ?? [];
  const user = state.record.userColour;
  return withEvents(state, [
    { kind: 'accept', actor: user, at, dead },
    { kind: 'accept', actor: opponentOf(user), at, dead },
  ]);
}

export function resumePlay(state: BotGameState, at: number): Transition {
  return withEvent(state, { kind: 'resume', actor: state.record.userColour, at });
}

/** The flag of whoever is to move fell: the game ends on time (refused while time is left). */
export function flagFall(state: BotGameState, colour: PlayColour, at: number): Transition {
  return withEvent(state, { kind: 'timeout', colour, at });
}

/**
 * The game was closed from `seenAt` until `at` (a reload, the tab gone): that time is charged
 * to nobody, as when the server's clocks stop.
 */
export function reopened(state: BotGameState, at: number): BotGameState {
  if (state.game.phase !== 'play' || at <= state.record.seenAt) return touched(state, at);
  const result = withEvent(state, { kind: 'clock-resume', from: state.record.seenAt, at });
  return touched(result.ok ? result.state : state, at);
}

export function touched(state: BotGameState, at: number): BotGameState {
  return { ...state, record: { ...state.record, seenAt: at } };
}

/**
 * The stones the network sees as dead: those whose point's ownership (black's view, -1..1,
 * index y * size + x) leans strongly to the other colour. Sorted GTP vertices. The same rule as
 * domain/bots' deadStonesFromOwnership, on the estimate the record keeps (black's view).
 */
export function deadFromOwnership(
  signMap: readonly (readonly number[])[],
  ownership: readonly number[] | null,
  threshold = DEAD_OWNERSHIP,
): string[] {
  if (!ownership) return [];
  const size = signMap.length;
  const dead: string[] = [];
  signMap.forEach((row, y) =>
    row.forEach((sign, x) => {
      const owner = ownership[y * size + x] ?? 0;
      if (sign !== 0 && sign * owner <= -threshold) dead.push(formatVertex([x, y], size));
    }),
  );
  return dead.sort();
}
