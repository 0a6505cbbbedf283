import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from '../import-model';
import { parseH9 } from './h9';

const TABLE = [
  '; TC[T240101X]',
  '; EV[Test Cup]',
  '; PC[UA, Київ]',
  '; DT[2024-01-01,2024-01-02]',
  '; KM[7.5]',
  ';',
  '; Pl Name Grd Co Club Wins R1 R2 R3',
  '  1 Іваненко Петро    3d UA Kyiv  3   2+/w0   3+!/b0  4+     |12345678',
  '  2 Smith John_Paul   1k UA Kyiv  1   1-/b0   0+      3-/w2',
  '  3 Brown Ann         2k XX xxxx  1   4-/w    1-!/w0  2+/b2  |',
  '  4 Grey Tom          5k UA Kyiv  1   3+/b    X?      1-',
  '  5 Lone Wolf        10k UA Kyiv  0   9+/w0   0-      0-',
  '  6                  12k UA Kyiv  0   0-      0-      0-',
].join('\n');

describe('parseH9', () => {
  const parsed = parseH9(TABLE, 'cup.h9');
  const { tournament } = parsed;

  it('reads the header', () => {
    expect(tournament).toMatchObject({
      code: 'T240101X',
      title: 'Test Cup',
      country: 'UA',
      city: 'Київ',
      startDate: '2024-01-01',
      endDate: '2024-01-02',
      komi: 7.5,
      rounds: 3,
    });
  });

  it('reads the players and skips the row without a name', () => {
    expect(parsed.players.map((p) => p.key)).toEqual(['1', '2', '3', '4', '5']);
    expect(parsed.players[0]).toEqual({
      key: '1',
      lastName: 'Іваненко',
      firstName: 'Петро',
      country: 'UA',
      club: 'Kyiv',
      rank: '3d',
      egdPin: 12345678,
      line: 8,
    });
    expect(parsed.players[1]).toMatchObject({
      firstName: 'John Paul',
      firstNameLatin: 'John Paul',
    });
    expect(parsed.players[2]).toMatchObject({
      country: undefined,
      club: undefined,
      egdPin: undefined,
    });
    expect(tournament.players.map((p) => [p.place, p.wins])).toEqual([
      [1, 3],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 0],
    ]);
  });

  it('emits each game once although both rows show it', () => {
    expect(tournament.games.map((g) => [g.round, g.blackKey, g.whiteKey])).toEqual([
      [1, '2', '1'],
      [2, '1', '3'],
      [3, '1', '4'],
      [3, '3', '2'],
      [1, '4', '3'],
    ]);
  });

  it('reads colours, handicaps, forfeits and colourless cells', () => {
    const [r1, forfeit, colourless, handicap, black] = tournament.games;
    expect(r1).toEqual({
      round: 1,
      blackKey: '2',
      whiteKey: '1',
      colorsKnown: true,
      handicap: 0,
      result: 'white',
      line: 8,
    });
    expect(forfeit).toMatchObject({ colorsKnown: true, result: 'black_forfeit' });
    expect(colourless).toMatchObject({ colorsKnown: false, result: 'black', handicap: 0 });
    expect(black).toMatchObject({ colorsKnown: true, result: 'black', handicap: 0, line: 10 });
    expect(handicap).toMatchObject({ result: 'black', handicap: 2, line: 9 });
  });

  it('reports bad lines and cells with their line numbers and imports the rest', () => {
    expect(parsed.problems).toEqual([
      { line: 11, reason: "round 2: unreadable cell 'X?' (skipped)" },
      { line: 12, reason: 'round 1: opponent 9 is not a player row' },
      { line: 13, reason: 'player row without a name' },
    ]);
  });

  it('reports a mirror cell that contradicts the first row and keeps the first reading', () => {
    const text = [
      '; EV[Mirror]',
      '; DT[2024-01-01]',
      '1 A a 1d DE B 1 2+/w0',
      '2 B b 1d DE B 1 1+/b0',
    ];
    const { tournament: t, problems } = parseH9(text.join('\n'), 'T240101A.h9');
    expect(t.games).toHaveLength(1);
    expect(t.games[0]).toMatchObject({ blackKey: '2', whiteKey: '1', result: 'white' });
    expect(problems).toEqual([
      {
        line: 4,
        reason: "round 1: the cell against 1 contradicts that player's row (kept the first)",
      },
    ]);
  });

  it('detects the rounds without a column header and takes the code from the file name', () => {
    const text = [
      '; EV[No Columns]',
      '1 Alpha Ann 1d DE B 5 2 2+/b1 2+/w0',
      '2 Beta Bob 2k DE B 3 0 1-/w1 1-/b0 |1234',
    ].join('\r\n');
    const { tournament: t, players, problems } = parseH9(text, 'folder/T240203A.h9');
    expect(problems).toEqual([]);
    expect(t).toMatchObject({ code: 'T240203A', title: 'No Columns', rounds: 2 });
    expect(t).toMatchObject({ startDate: '2024-02-03', endDate: '2024-02-03' });
    expect(players.map((p) => p.egdPin)).toEqual([undefined, 1234]);
    expect(t.players.map((p) => p.wins)).toEqual([2, 0]);
    expect(t.games.map((g) => [g.round, g.blackKey, g.handicap, g.result])).toEqual([
      [1, '1', 1, 'black'],
      [2, '2', 0, 'white'],
    ]);
  });

  it('reads the MMS, SOS, SOSOS and SODOS columns the header names as the file’s scores', () => {
    const text = [
      '; EV[McMahon]',
      '; DT[2024-01-01]',
      ';pl Name Country Club MMS Wins SOS SOSOS SODOS R1',
      '1 Alpha Ann 1d DE B 21 1 20 21 20,5 2+/b',
      '2 Beta Bob 2k DE B 20 0 21 20 x 1-/w',
    ];
    const { tournament: t } = parseH9(text.join('\n'), 'T240101A.h9');
    expect(t.players.map((p) => [p.wins, p.scores])).toEqual([
      [1, { mms: 21, sos: 20, sosos: 21, sodos: 20.5 }],
      [0, { mms: 20, sos: 21, sosos: 20 }],
    ]);
    expect(tournament.players[0].scores).toEqual({});
  });

  it('takes ScoreX, the MMS the MacMahon program places by, as the McMahon score', () => {
    const text = [
      '; EV[McMahon]',
      '; DT[2024-01-01]',
      ';pl Name Country Club MMS Wins ScoreX SOS SOSOS R1',
      '1 Alpha Ann 1d DE B 22 1 21 20 21 2+/b',
    ];
    const { tournament: t } = parseH9(text.join('\n'), 'T240101A.h9');
    expect(t.players[0].scores).toEqual({ mms: 21, sos: 20, sosos: 21 });
  });

  it.each([
    ['160', 'unknown 9600'],
    ['90', 'unknown 5400'],
    ['90+5x30', '90+5x30'],
    ['1h', '1h'],
    ['0', '0'],
    ['9999999', '9999999'],
  ])('reads TM[%s] as the time control %j (minutes canonical, else as typed)', (tm, expected) => {
    const text = ['; EV[Timed]', '; DT[2024-01-01]', `; TM[${tm}]`, '1 A a 1d DE B 0 0'];
    expect(parseH9(text.join('\n'), 'T240101A.h9').tournament.timeControl).toBe(expected);
  });

  it('has no time control without a TM', () => {
    expect(tournament.timeControl).toBeUndefined();
  });

  it('throws UnreadableFileError for text that is not an h9 table', () => {
    expect(() => parseH9('hello\nworld', 'notes.h9')).toThrow(UnreadableFileError);
    expect(() => parseH9('; EV[Empty]\n; DT[2024-01-01]\n', 'empty.h9')).toThrow(
      /no readable player rows/,
    );
  });
});
