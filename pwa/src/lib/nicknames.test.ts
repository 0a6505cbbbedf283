import { describe, expect, it } from 'vitest';
import { nicknamesOf, withNickname } from './nicknames';

describe('nicknamesOf', () => {
  it('keeps the players that have a nickname, trimmed, by id', () => {
    const nicknames = nicknamesOf([
      { id: 1, nickname: ' Vanya ' },
      { id: 2, nickname: null },
      undefined,
      { id: 3, nickname: '  ' },
      { id: 4 },
      { id: 5, nickname: 'tesuji' },
    ]);
    expect([...nicknames]).toEqual([
      [1, 'Vanya'],
      [5, 'tesuji'],
    ]);
  });
});

describe('withNickname', () => {
  const nicknames = new Map([[7, 'Vanya']]);

  it('gives a reference the replicated player’s nickname', () => {
    expect(withNickname({ id: 7, lastName: 'Иванов' }, nicknames)).toEqual({
      id: 7,
      lastName: 'Иванов',
      nickname: 'Vanya',
    });
  });

  it('keeps the reference’s own nickname when it carries one', () => {
    expect(withNickname({ id: 7, nickname: ' Own ' }, nicknames).nickname).toBe('Own');
  });

  it('gives none to a player without one', () => {
    expect(withNickname({ id: 8 }, nicknames).nickname).toBeNull();
    expect(withNickname({ id: 8, nickname: ' ' }, nicknames).nickname).toBeNull();
  });
});
