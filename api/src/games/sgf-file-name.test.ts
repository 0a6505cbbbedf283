import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sgfFileName } from './sgf-file-name';

const player = (lastName: string, lastNameLatin: string) => ({
  id: 1,
  lastName,
  firstName: '',
  lastNameLatin,
  firstNameLatin: '',
  rating: null,
});

describe('sgfFileName', () => {
  it('names the file by date and last names, in Latin and in the players’ own script', () => {
    const name = sgfFileName({
      date: '2026-11-01',
      black: player('Ёлкин', 'Yolkin'),
      white: player('李', 'Li'),
    });
    expect(name).toEqual({
      ascii: '2026-11-01-Yolkin-Li.sgf',
      unicode: '2026-11-01-Ёлкин-李.sgf',
    });
  });

  it('keeps only safe characters in the Latin name and drops path characters', () => {
    const name = sgfFileName({
      date: '2026-11-01',
      black: player('Иванов/Петров', 'Müller-Lüdenscheidt'),
      white: player('  ', ' "O\'Neil" '),
    });
    expect(name.ascii).toBe('2026-11-01-Muller-Ludenscheidt-O_Neil.sgf');
    expect(name.unicode).toBe('2026-11-01-ИвановПетров-player.sgf');
  });
});

describe('attachmentDisposition', () => {
  it('offers the ASCII name and the UTF-8 name encoded as RFC 5987 asks', () => {
    expect(attachmentDisposition({ ascii: 'a-b.sgf', unicode: "Д'(x)*.sgf" })).toBe(
      `attachment; filename="a-b.sgf"; filename*=UTF-8''%D0%94%27%28x%29%2A.sgf`,
    );
  });
});
