import { describe, expect, it } from 'vitest';
import type { ChatLine } from '@sync/contract/play';
import { mergeChat } from './chat-lines';

const line = (id: number): ChatLine => ({
  id,
  userId: 1,
  name: 'a',
  text: `line ${id}`,
  moveNumber: id,
  at: '2026-11-26T10:00:00Z',
});

describe('mergeChat', () => {
  it('appends new lines once', () => {
    expect(mergeChat([line(1)], [line(1), line(2)], false).map(({ id }) => id)).toEqual([1, 2]);
  });

  it('replaces everything with the history after a watch', () => {
    expect(mergeChat([line(1), line(5)], [line(1), line(2)], true).map(({ id }) => id)).toEqual([
      1, 2,
    ]);
  });
});
