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
});
