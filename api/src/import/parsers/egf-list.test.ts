import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from '../import-model';
import { parseEgfList } from './egf-list';

const PAGE = [
  '<html>',
  '<title> List of Players EURO </title>',
  '<body>',
  '(27 Dec 2018)',
  '<pre>',
  '<b>',
  '                                                                          Last',
  '   PIN          Name                Club     Grade P&D    GoR    NT appearance',
  '</b>',
  ' 16749645  (undefined) Man_Hai      XX  xxxx   20k   --    100     1  T130209I',
  ' 13633719  Aagren Thomas            SE  Upp     6k   --   1484     1  T040529C',
  ' 1234567X  Broken Pin               SE  Upp     6k   --   1484     1  T040529C',
  ' 16825589  Aarle Barbara_van        NL  DBos   17k   --    356     4  T160516A',
  ' 18901179  Da_Silva Thiago          BR  xxxx    1d   --   2095     0          ',
  ' 18901180  Bad Gor                  BR  xxxx    1d   --    abc     0          ',
  ' 10825089  Abramov                  RU  00oo   11k   --   1060     1  T980213 ',
  '',
  'Number of players: 6',
  '</pre>',
].join('\n');

describe('parseEgfList', () => {
  const list = parseEgfList(PAGE, 'egf_db.txt');

  it('reads the list date and the rows', () => {
    expect(list).toMatchObject({ kind: 'rating-list', federation: 'egf', listDate: '2018-12-27' });
    expect(list.players.map((p) => [p.lastName, p.firstName])).toEqual([
      ['(undefined)', 'Man Hai'],
      ['Aagren', 'Thomas'],
      ['Aarle', 'Barbara van'],
      ['Da Silva', 'Thiago'],
      ['Abramov', ''],
    ]);
    expect(list.players[1]).toEqual({
      key: 'EGD13633719',
      lastName: 'Aagren',
      firstName: 'Thomas',
      lastNameLatin: 'Aagren',
      firstNameLatin: 'Thomas',
      country: 'SE',
      club: 'Upp',
      rank: '6k',
      rating: 1484,
      egdPin: 13633719,
      line: 11,
    });
    expect(list.players[0]).toMatchObject({ country: undefined, club: undefined, rank: '20k' });
    expect(list.ratings[1]).toEqual({ playerKey: 'EGD13633719', rating: 1484 });
    expect(list.ratings).toHaveLength(5);
  });

  it('reports rows with a non-numeric PIN or GoR at their lines', () => {
    expect(list.problems).toEqual([
      { line: 12, reason: "PIN '1234567X' is not a number" },
      { line: 15, reason: "GoR 'abc' is not a number" },
    ]);
  });

  it('throws UnreadableFileError when there is no rating table', () => {
    expect(() => parseEgfList('<html><body>nothing</body></html>', 'x.txt')).toThrow(
      UnreadableFileError,
    );
  });
});
