import { randomUUID } from 'node:crypto';
import type { OfflineBotGameUpload } from '@sync/contract/play';
import { botRanks } from '@domain/bots/ranks';

/** A game against the bot as the browser uploads it: 9x9, White wins by resignation. */
export function offlineGame(changes: Partial<OfflineBotGameUpload> = {}): OfflineBotGameUpload {
  return {
    clientId: randomUUID(),
    boardSize: 9,
    rules: 'chinese',
    komi: 7,
    handicap: 0,
    colour: 'black',
    botRank: botRanks('modern')[0],
    botStyle: 'balanced',
    timeControl: { kind: 'byoyomi', mainTime: 300_000, periods: 3, periodTime: 30_000 },
    moves: ['E5', 'C3', 'G7', 'C7', 'G3', 'E3', 'E7', 'C5', 'G5', 'D4'],
    result: 'W+R',
    endReason: 'resignation',
    startedAt: '2026-11-20T10:00:00.000Z',
    finishedAt: '2026-11-20T10:20:00.000Z',
    ...changes,
  };
}
