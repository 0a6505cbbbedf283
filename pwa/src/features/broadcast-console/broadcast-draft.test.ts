import { describe, expect, it } from 'vitest';
import { checkDraft, emptyBoard, emptyDraft, type BroadcastDraft } from './broadcast-draft';

function draft(changes: Partial<BroadcastDraft> = {}): BroadcastDraft {
  const board = {
    ...emptyBoard(1),
    black: { name: ' Ivanov ', playerId: 7 },
    white: { name: 'Petrov', playerId: null },
  };
  return { ...emptyDraft(), title: 'Cup, round 3', boards: [board], ...changes };
}

describe('checkDraft', () => {
  it('builds the POST body with trimmed names and numbers', () => {
    const checked = checkDraft(draft({ startTime: '2026-12-01T10:00' }));
    expect(checked.errors).toBeNull();
    expect(checked.body).toEqual({
      title: 'Cup, round 3',
      tournamentId: null,
      round: null,
      startTime: new Date('2026-12-01T10:00').toISOString(),
      visibility: 'public',
      boards: [
        {
          black: { name: 'Ivanov', playerId: 7 },
          white: { name: 'Petrov', playerId: null },
          boardSize: 19,
          handicap: 0,
          komi: 6.5,
          timeControl: null,
          liveGameId: null,
          sgfUrl: null,
        },
      ],
    });
  });

  it('names each problem by its field, as the API limits say', () => {
    const board = {
      ...emptyBoard(1),
      white: { name: 'x'.repeat(81), playerId: null },
      handicap: '10',
      komi: '6.3',
      source: 'sgf-url' as const,
      sgfUrl: 'ftp://example.org/game.sgf',
    };
    const checked = checkDraft(draft({ title: ' ', boards: [board] }));
    expect(checked.errors).toEqual({
      title: 'titleRequired',
      'boards.0.black': 'nameRequired',
      'boards.0.white': 'nameTooLong',
      'boards.0.handicap': 'handicap',
      'boards.0.komi': 'komi',
      'boards.0.sgfUrl': 'sgfUrl',
    });
  });

  it('a relayed live game needs its id; no board at all is refused', () => {
    const board = { ...draft().boards[0], source: 'live-game' as const, liveGameId: '12' };
    expect(checkDraft(draft({ boards: [board] })).body?.boards[0].liveGameId).toBe(12);
    const missing = { ...board, liveGameId: '' };
    expect(checkDraft(draft({ boards: [missing] })).errors).toEqual({
      'boards.0.liveGameId': 'liveGameId',
    });
    expect(checkDraft(draft({ boards: [] })).errors).toEqual({ boards: 'boards' });
  });
});
