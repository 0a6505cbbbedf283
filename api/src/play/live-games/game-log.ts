import type { ChallengeSettings, TimeClass } from '@sync/contract/play';
import type { FlowEvent } from '@domain/play/game-flow';
import type { PlayColour } from '@domain/play/types';

/*
 * A game's log as the code reads it: its meta and its events (the SQL in
 * live-game.repository.ts and live-game-events.repository.ts).
 */

/** The kind of a game's first event; every other kind is one of domain/play's FlowEvent kinds. */
export const START_EVENT = 'start';

/** What a game is beyond its events: who plays, the settings, when it began. */
export interface GameMeta {
  id: number;
  blackId: number | null;
  whiteId: number | null;
  settings: ChallengeSettings;
  timeClass: TimeClass;
  ranked: boolean;
  startedAt: number;
}

export interface LoggedEvent {
  seq: number;
  kind: string;
  actor: PlayColour | null;
  clientSeq: number | null;
  payload: Record<string, unknown>;
  at: number;
}

/** The event as the game's fold reads it; null for the start, which is not a step. */
export function toFlowEvent(event: LoggedEvent): FlowEvent | null {
  if (event.kind === START_EVENT) return null;
  return { ...event.payload, kind: event.kind, actor: event.actor, at: event.at } as FlowEvent;
}
