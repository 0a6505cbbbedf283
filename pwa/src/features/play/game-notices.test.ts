import { describe, expect, it } from 'vitest';
import type { ChatLine } from '@sync/contract/play';
import { gameNotices, type NoticeSnapshot } from './game-notices';

const ME = 7;
const line = (id: number, userId: number): ChatLine => ({
  id,
  userId,
  name: `user${userId}`,
  text: `line ${id}`,
  moveNumber: 3,
  at: '2026-11-29T10:00:00.000Z',
});
const base: NoticeSnapshot = {
  moves: ['D4', 'Q16', 'C3'],
  toMove: 'white',
  undoRequest: null,
  chat: [line(1, 9)],
  historyChatId: 1,
};

describe('gameNotices (Black is the user)', () => {
  const notices = (now: Partial<NoticeSnapshot>, before: Partial<NoticeSnapshot> = {}) =>
    gameNotices({ ...base, ...before }, { ...base, ...now }, 'black', ME).map((n) => n.kind);

  it('tells of the opponent’s undo request once, not of one’s own', () => {
    const lastMove = { moves: ['D4', 'Q16'], toMove: 'black' as const };
    const asked = { ...lastMove, undoRequest: { by: 'white' as const, moveNumber: 2 } };
    expect(notices(asked, lastMove)).toEqual(['undoAsked']);
    expect(notices(asked, asked)).toEqual([]);
    expect(notices({ undoRequest: { by: 'black', moveNumber: 3 } })).toEqual([]);
  });

  it('says when the request takes back one’s answer too (asked on the opponent’s turn)', () => {
    // White to move asks for its Q16: Black's answer C3 goes back with it
    const asked = { undoRequest: { by: 'white' as const, moveNumber: 3 } };
    expect(notices(asked)).toEqual(['undoAskedWithAnswer']);
  });

  it('tells of one’s own undo request rejected, not of one accepted', () => {
    const mine = { undoRequest: { by: 'black' as const, moveNumber: 3 } };
    expect(notices({}, mine)).toEqual(['undoRejected']);
    expect(notices({ moves: ['D4', 'Q16'], toMove: 'black' }, mine)).toEqual([]);
  });

  it('tells of the opponent’s pass, not of one’s own', () => {
    const passed = { moves: [...base.moves, 'pass'], toMove: 'black' as const };
    expect(notices(passed, { toMove: 'white' })).toEqual(['opponentPassed']);
    const mine = { moves: [...base.moves, 'pass'], toMove: 'white' as const };
    expect(notices(mine, { toMove: 'black' })).toEqual([]);
  });

  it('tells of others’ new chat lines, never of one’s own or of the history', () => {
    expect(notices({ chat: [line(1, 9), line(2, 9)] })).toEqual(['chat']);
    expect(notices({ chat: [line(1, 9), line(2, ME)] })).toEqual([]);
    // the history arriving (as the first answer or after a watch) is not news
    expect(notices({ chat: [line(1, 9), line(2, 9)], historyChatId: 2 }, { chat: [] })).toEqual([]);
  });

  it('tells of the log’s own lines (a pass, a rejected undo) only by their own notices', () => {
    const passLine: ChatLine = { ...line(2, 9), text: '', event: 'pass' };
    const passed = { moves: [...base.moves, 'pass'], toMove: 'black' as const };
    expect(notices({ ...passed, chat: [line(1, 9), passLine] }, { toMove: 'white' })).toEqual([
      'opponentPassed',
    ]);
  });

  it('tells an observer nothing, nor anyone on the first view', () => {
    const now = { ...base, undoRequest: { by: 'white' as const, moveNumber: 3 } };
    expect(gameNotices(base, now, null, ME)).toEqual([]);
    expect(gameNotices(null, now, 'black', ME)).toEqual([]);
  });
});
