import type { ChallengeSettings, OfflineBotGameUpload } from '@sync/contract/play';
import { msUntilFlag } from '@domain/play/clock';
import { flowSettingsOf } from '@domain/play/flow-settings';
import { applyEvent, startFlow, type FlowEvent, type LiveGameFlow } from '@domain/play/game-flow';
import { unsupportedCombination } from '@domain/play/settings';
import type { PlayColour } from '@domain/play/types';

export type OfflineReplay =
  | { ok: true; settings: ChallengeSettings; events: FlowEvent[]; flow: LiveGameFlow }
  | { ok: false; reason: string };

const LOSER: Record<string, PlayColour> = { B: 'white', W: 'black' };

/** The settings the browser's game was played with, as a challenge would give them. */
export function offlineSettings(upload: OfflineBotGameUpload): ChallengeSettings {
  const clock = upload.timeControl;
  const seconds = (ms: number) => ms / 1000;
  const time =
    clock.kind === 'fischer'
      ? {
          timeControl: 'fischer' as const,
          mainTime: seconds(clock.mainTime),
          bonusTime: seconds(clock.increment),
          periods: 0,
          maxTime: clock.maximum === null ? null : seconds(clock.maximum),
        }
      : {
          timeControl: 'byoyomi' as const,
          mainTime: seconds(clock.mainTime),
          bonusTime: seconds(clock.periodTime),
          periods: clock.periods,
          maxTime: null,
        };
  return {
    boardSize: upload.boardSize,
    rules: upload.rules,
    ...time,
    handicap: upload.handicap,
    komi: upload.komi,
    colour: upload.colour,
    opponent: 'bot',
    botKind: 'modern',
    botStyle: upload.botStyle,
    botRank: upload.botRank,
    ranked: false,
    minRank: null,
    maxRank: null,
  };
}

/**
 * Replays a game played in the browser by the server's own rules, a millisecond a step, its end
 * at finishedAt (a game played offline may have been paused for days: the clocks are not
 * re-judged, except that a timeout must be the loser's turn). The result must be the one the
 * moves give.
 */
export function replayOfflineGame(
  upload: OfflineBotGameUpload,
  startedAt: number,
  finishedAt: number,
): OfflineReplay {
  const settings = offlineSettings(upload);
  const problem = unsupportedCombination(settings);
  if (problem !== null) return { ok: false, reason: problem };
  let flow = startFlow(flowSettingsOf(settings), startedAt);
  let at = startedAt;
  const events: FlowEvent[] = [];
  const apply = (event: FlowEvent): string | null => {
    const result = applyEvent(flow, event);
    if (!result.ok) return result.reason;
    flow = result.game;
    events.push(event);
    return null;
  };
  for (const [index, move] of upload.moves.entries()) {
    at += 1;
    // a move after two passes: the player chose to continue instead of counting
    if (flow.phase === 'removal' && apply({ kind: 'resume', actor: upload.colour, at }) !== null) {
      return { ok: false, reason: `move ${index + 1} (${move}): the game could not continue` };
    }
    const actor = flow.position.toMove;
    const refused =
      move.toLowerCase() === 'pass'
        ? apply({ kind: 'pass', actor, at, proposal: upload.dead ?? [] })
        : apply({ kind: 'move', actor, at, move: move.toUpperCase() });
    if (refused !== null) return { ok: false, reason: `move ${index + 1} (${move}): ${refused}` };
  }
  // the end when it came; a player whose clock the browser's pauses ran out ends a step later
  const refused =
    applyEnding(upload, flow, Math.max(at + 1, finishedAt), apply) &&
    applyEnding(upload, flow, at + 1, apply);
  if (refused !== null) return { ok: false, reason: refused };
  if (flow.phase !== 'finished' || flow.result !== upload.result) {
    return {
      ok: false,
      reason: `the result ${upload.result} does not follow from the moves (${flow.result ?? 'unfinished'})`,
    };
  }
  return { ok: true, settings, events, flow };
}

function applyEnding(
  upload: OfflineBotGameUpload,
  flow: LiveGameFlow,
  at: number,
  apply: (event: FlowEvent) => string | null,
): string | null {
  const loser = LOSER[upload.result.charAt(0)];
  switch (upload.endReason) {
    case 'resignation':
      return loser ? apply({ kind: 'resign', actor: loser, at }) : 'a resignation without a winner';
    case 'timeout': {
      if (!loser || flow.position.toMove !== loser) return 'a timeout not on the loser’s turn';
      const flagAt = flow.turnStartedAt + msUntilFlag(flow.settings.clock, flow.clocks[loser]);
      return apply({ kind: 'timeout', colour: loser, at: Math.max(at, flagAt) });
    }
    case 'score': {
      const dead = flow.removal?.dead ?? [];
      return (
        apply({ kind: 'accept', actor: 'black', at, dead }) ??
        apply({ kind: 'accept', actor: 'white', at, dead })
      );
    }
    case 'cycle':
      return null;
    default:
      return `a game cannot end by ${upload.endReason} offline`;
  }
}
