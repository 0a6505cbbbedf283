import { describe, expect, it } from 'vitest';
import { normalizeName, playerMatchKey } from './normalize-name';

describe('normalizeName', () => {
  it('lower-cases Latin and Cyrillic and drops accents', () => {
    expect(normalizeName('  Ørjan  MÜLLER ')).toBe('ørjan muller');
    expect(normalizeName('Фёдоров Пётр')).toBe('федоров петр');
  });

  it('treats underscores, dashes and brackets as spaces', () => {
    expect(normalizeName('Ха_Ву')).toBe('ха ву');
    expect(normalizeName('Іванов Сергій_(ст.)')).toBe('іванов сергіи ст');
  });

  it('builds the same match key for the same person written differently', () => {
    expect(playerMatchKey('SHIKSHIN', 'Ilya', 'ru')).toBe(playerMatchKey('Shikshin', 'ilya', 'RU'));
    expect(playerMatchKey('Shikshin', 'Ilya', 'RU')).not.toBe(
      playerMatchKey('Shikshin', 'Ilya', 'UA'),
    );
  });
});
