import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from '../import-model';
import { parseAgaList } from './aga-list';

const row = (...fields: string[]) => fields.join('\t');
const LIST = [
  row(
    'Aal, Zachary',
    '15648',
    'Full',
    '-20.05711',
    '7/2/2008',
    'LIGC',
    'NY',
    '1.09198',
    '8/1/2007',
  ),
  row('Aaron, William C.', '7206', 'Full', '', '12/28/1994', '', 'CA', '', '12/28/1994'),
  row('Goldschtein , Juan José ', '23669', 'Full', '', '12/28/2019', '', 'MD', '', ''),
  row(
    'Lefebvre, Loïc',
    '24897',
    'Full',
    '4.72008',
    '10/26/2020',
    'VGC',
    '',
    '0.75995',
    '10/26/2019',
  ),
  row('Bad, Id', 'x12', 'Full', '', '', '', '', '', ''),
  row('Bad, Rating', '999', 'Full', 'strong', '', '', '', '', ''),
  row('Doshay, David', '3016', 'Life', '', '12/31/2199', 'SUNN', 'CA', '', '12/31/2199'),
  row('Иванов, Иван', '555', 'Full', '-1.5', '1/1/2020', '', '', '', '3/1/2019'),
  '',
].join('\r\n');

describe('parseAgaList', () => {
  const list = parseAgaList(LIST, 'aga.txt');

  it('reads players, with or without a rating', () => {
    expect(list).toMatchObject({ kind: 'rating-list', federation: 'aga' });
    expect(list.players.map((p) => p.key)).toEqual([
      'AGA15648',
      'AGA7206',
      'AGA23669',
      'AGA24897',
      'AGA3016',
      'AGA555',
    ]);
    expect(list.players[0]).toEqual({
      key: 'AGA15648',
      lastName: 'Aal',
      firstName: 'Zachary',
      lastNameLatin: 'Aal',
      firstNameLatin: 'Zachary',
      country: 'US',
      club: 'LIGC',
      rank: '20k',
      rating: 670.717,
      agaId: 15648,
      line: 1,
    });
    expect(list.players[2]).toMatchObject({ lastName: 'Goldschtein', firstName: 'Juan José' });
    expect(list.players[1]).toMatchObject({ rank: undefined, rating: undefined });
    expect(list.players[5]).toMatchObject({ lastName: 'Иванов', rank: '1k' });
    expect(list.players[5].lastNameLatin).toBeUndefined();
  });

  it('converts ratings to the product scale, with sigma x 100 as deviation', () => {
    expect(list.ratings).toEqual([
      { playerKey: 'AGA15648', rating: 670.717, deviation: 109.198 },
      { playerKey: 'AGA24897', rating: 2472.008, deviation: 75.995 },
      { playerKey: 'AGA555', rating: 2062.5, deviation: undefined },
    ]);
  });

  it('dates the list by the latest last-rated date of a rated player', () => {
    expect(list.listDate).toBe('2019-10-26');
  });

  it('reports rows with a bad id or rating at their lines', () => {
    expect(list.problems).toEqual([
      { line: 5, reason: "AGA id 'x12' is not a number" },
      { line: 6, reason: "unreadable AGA rating 'strong'" },
    ]);
  });

  it('throws UnreadableFileError when no row can be read', () => {
    expect(() => parseAgaList('<html>\n</html>\n', 'x.txt')).toThrow(UnreadableFileError);
  });
});
