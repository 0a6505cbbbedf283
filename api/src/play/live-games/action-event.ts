import { LAG_ALLOWANCE_MS } from '@sync/contract/play';
import type { PlayAction } from '@sync/contract/play';
import type { FlowEvent, LiveGameFlow } from '@domain/play/game-flow';
import type { PlayColour } from '@domain/play/types';

export type PlayerAction = Exclude<PlayAction, { kind: 'chat' }>;
export type ServerEvent = Extract<
  FlowEvent,
  { kind: 'timeout' | 'abandon' | 'clock-resume' | 'hold' }
>;

export interface ActOptions {
  /** the sender's own sequence number: a resend of one already applied plays nothing */
  clientSeq?: number;
  /** the sender's one-way lag (ms), forgiven within its quota, at most LAG_ALLOWANCE_MS a move */
  lagMs?: number;
  /** a bot's move only (never from a request): how long it waited for an engine (ms) */
  queuedMs?: number;
}

/** The event a player's action makes, as the game's log records it. */
export function eventOf(
  action: PlayerAction,
  actor: PlayColour,
  at: number,
  { lagMs, queuedMs }: ActOptions,
  flow: LiveGameFlow,
  proposal: (flow: LiveGameFlow) => string[] | undefined,
): FlowEvent {
  const lag = lagMs === undefined ? undefined : Math.min(Math.max(0, lagMs), LAG_ALLOWANCE_MS);
  const timing = { lagMs: lag, queuedMs: queuedMs && Math.max(0, Math.round(queuedMs)) };
  switch (action.kind) {
    case 'move':
      return { kind: 'move', actor, at, move: action.move.toUpperCase(), ...timing };
    case 'pass':
      return { kind: 'pass', actor, at, ...timing, proposal: proposal(flow) };
    case 'removal':
      return { kind: 'removal', actor, at, points: action.points.map((p) => p.toUpperCase()) };
    case 'accept':
      // the dead stones as they are when the acceptance arrives
      return { kind: 'accept', actor, at, dead: flow.removal?.dead ?? [] };
    default:
      return { kind: action.kind, actor, at };
  }
}
