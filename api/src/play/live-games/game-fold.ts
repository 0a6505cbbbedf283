import {
  applyEvent,
  startFlow,
  type FlowSettings,
  type LiveGameFlow,
} from '@domain/play/game-flow';
import { flowSettingsOf } from '@domain/play/flow-settings';
import type { LagQuotaRule } from '@domain/play/lag-quota';
import { toFlowEvent, type GameMeta, type LoggedEvent } from './game-log';

/** A game as this instance knows it: its fold up to `seq`. */
export interface FoldedGame {
  meta: GameMeta;
  flow: LiveGameFlow;
  seq: number;
  lastEventAt: number;
}

export function startFold(meta: GameMeta): FoldedGame {
  return {
    meta,
    flow: startFlow(flowSettingsOf(meta.settings), meta.startedAt),
    seq: 0,
    lastEventAt: meta.startedAt,
  };
}

/** Applies logged events (already accepted once, so they apply again). */
export function foldEvents(game: FoldedGame, events: readonly LoggedEvent[]): FoldedGame {
  let { flow, seq, lastEventAt } = game;
  for (const logged of events) {
    const event = toFlowEvent(logged);
    if (!event) {
      // the start: the clock runs from the moment the game began, with the lag quota of then
      if (logged.seq === 1) flow = startFlow(startSettings(flow.settings, logged), logged.at);
    } else {
      const result = applyEvent(flow, event);
      if (!result.ok) throw new Error(`Game ${game.meta.id} event ${logged.seq}: ${result.reason}`);
      flow = result.game;
    }
    seq = logged.seq;
    lastEventAt = logged.at;
  }
  return { meta: game.meta, flow, seq, lastEventAt };
}

/** The settings with the lag quota the game's start recorded; none (before quotas): 1 s a move. */
function startSettings(settings: FlowSettings, start: LoggedEvent): FlowSettings {
  const lag = start.payload.lag as Partial<LagQuotaRule> | undefined;
  const fields = ['startMs', 'gainMs', 'maxMs', 'moveMaxMs'] as const;
  if (!lag || !fields.every((field) => Number.isFinite(lag[field]))) {
    return { ...settings, lag: undefined };
  }
  return { ...settings, lag: lag as LagQuotaRule };
}
