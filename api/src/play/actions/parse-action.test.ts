import { describe, expect, it } from 'vitest';
import { parseAction } from './parse-action';

describe('parseAction: the REST body or WebSocket message of an action', () => {
  it('refuses a chat line holding a control character other than a line break or tab', () => {
    expect(parseAction('chat', { text: 'good\ngame\t!' })).toEqual({
      action: { kind: 'chat', text: 'good\ngame\t!' },
      clientSeq: undefined,
      lagMs: undefined,
    });
    for (const text of ['a\u0000b', '\u001b[31mred', 'x\u007f']) {
      expect(parseAction('chat', { text })).toBeNull();
    }
  });

  it('takes a move and dead stones written strictly, in any case, and nothing looser', () => {
    expect(parseAction('move', { move: 'e5', clientSeq: 3 })).toEqual({
      action: { kind: 'move', move: 'e5' },
      clientSeq: 3,
      lagMs: undefined,
    });
    expect(parseAction('move', { move: 'pass' })?.action).toEqual({ kind: 'move', move: 'pass' });
    expect(parseAction('removal', { points: ['E5', 'c3'] })?.action).toEqual({
      kind: 'removal',
      points: ['E5', 'c3'],
    });
    for (const move of [' E5', 'E5 ', '\tE5', 'E05', 'E 5', ' pass', '']) {
      expect([move, parseAction('move', { move })]).toEqual([move, null]);
      expect([move, parseAction('removal', { points: ['C3', move] })]).toEqual([move, null]);
    }
  });
});
