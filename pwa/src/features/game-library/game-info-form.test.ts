import { describe, expect, it } from 'vitest';
import { gameInfoForm, gameInfoProblems, gameInfoUpdate } from './game-info-form';

const info = {
  black: 'Honinbo Shusaku',
  white: 'Gennan Inseki',
  blackRank: '4d',
  whiteRank: null,
  result: 'B+2',
  date: '1846-09-11',
  event: null,
  komi: 0,
};

describe('the game info form', () => {
  it('starts from the record: nulls are empty texts, komi is a text', () => {
    expect(gameInfoForm(info)).toEqual({
      black: 'Honinbo Shusaku',
      blackRank: '4d',
      white: 'Gennan Inseki',
      whiteRank: '',
      result: 'B+2',
      date: '1846-09-11',
      event: '',
      komi: '0',
    });
  });

  it('accepts what the API accepts', () => {
    const form = gameInfoForm(info);
    for (const result of ['B+R', 'w+3.5', 'B+Time', 'W+F', 'B+', '0', 'Draw', 'void', '?']) {
      expect(gameInfoProblems({ ...form, result })).toEqual({});
    }
    for (const date of ['2024', '2024-05', '2024-05-01', '2024-05-01,02']) {
      expect(gameInfoProblems({ ...form, date })).toEqual({});
    }
    for (const komi of ['6.5', '-7', '+0.5', '6,5', '1000', '']) {
      expect(gameInfoProblems({ ...form, komi })).toEqual({});
    }
  });

  it('names what the API would refuse', () => {
    const form = gameInfoForm(info);
    expect(
      gameInfoProblems({
        ...form,
        result: 'Black wins',
        date: '11.09.1846',
        komi: 'six',
        black: 'x'.repeat(201),
        whiteRank: 'y'.repeat(21),
        event: 'z'.repeat(301),
      }),
    ).toEqual({
      result: 'result',
      date: 'date',
      komi: 'komi',
      black: 'tooLong',
      whiteRank: 'tooLong',
      event: 'tooLong',
    });
    expect(gameInfoProblems({ ...form, komi: '1000.5' })).toEqual({ komi: 'komi' });
    for (const date of ['2024-13-45', '2023-02-29', '2999-01-01']) {
      expect(gameInfoProblems({ ...form, date })).toEqual({ date: 'date' });
    }
    expect(gameInfoProblems({ ...form, black: 'x'.repeat(200) })).toEqual({});
  });

  it('sends only the changed fields, trimmed; an emptied one as null', () => {
    const form = gameInfoForm(info);
    expect(gameInfoUpdate(info, form)).toBeNull();
    expect(gameInfoUpdate(info, { ...form, black: '  Honinbo Shusaku ' })).toBeNull();
    expect(
      gameInfoUpdate(info, { ...form, result: 'W+R', event: ' Castle game ', blackRank: '' }),
    ).toEqual({ info: { result: 'W+R', event: 'Castle game', blackRank: null } });
    expect(gameInfoUpdate(info, { ...form, komi: '6,5' })).toEqual({ info: { komi: 6.5 } });
    expect(gameInfoUpdate(info, { ...form, komi: '' })).toEqual({ info: { komi: null } });
    expect(gameInfoUpdate({ ...info, komi: null }, { ...form, komi: '' })).toBeNull();
  });
});
