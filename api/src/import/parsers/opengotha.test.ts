import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from '../import-model';
import { parseOpenGotha } from './opengotha';

const player = (attributes: string) =>
  `<Player agaId="" ratingOrigin="EGF" registeringStatus="FIN" ${attributes}/>`;
const game = (black: string, white: string, round: number, result: string, extra = '') =>
  `<Game blackPlayer="${black}" handicap="0" knownColor="true" result="${result}" roundNumber="${round}" whitePlayer="${white}" ${extra}/>`;

const FILE = [
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
  '<Tournament dataVersion="201">',
  '<Players>',
  player(
    'club="B" country="DE" egfPin="16237892" firstName="Franziska" name="Schloesser" rank="6K" rating="1426"',
  ),
  player(
    'club="xxx" country="NL" egfPin="" firstName="Aya_de" name="Groot" rank="20K" rating="100"',
  ),
  player(
    'club="Gro" country="NL" egfPin="" firstName="Judith van" name="Dam" rank="1D" rating="-900"',
  ),
  player(
    'club="Mos" country="RU" egfPin="" firstName="Иван" name="Петров" rank="3D" rating="2250"',
  ),
  '</Players>',
  '<Games>',
  game('SCHLOESSERFRANZISKA', 'GROOTAYA_DE', 1, 'RESULT_BLACKWINS'),
  game('DAMJUDITHVAN', 'ПЕТРОВИВАН', 1, 'RESULT_WHITEWINS_BYDEF', 'knownColor="false"').replace(
    'knownColor="true" ',
    '',
  ),
  game('SCHLOESSERFRANZISKA', 'ПЕТРОВИВАН', 2, 'RESULT_EQUAL'),
  game('NOBODYHERE', 'DAMJUDITHVAN', 2, 'RESULT_BLACKWINS'),
  game('GROOTAYA_DE', 'DAMJUDITHVAN', 2, 'RESULT_BOTHWIN'),
  '</Games>',
  '<ByePlayers><ByePlayer player="GROOTAYA_DE" roundNumber="3"/></ByePlayers>',
  '<TournamentParameterSet>',
  '<GeneralParameterSet basicTime="60" beginDate="2013-08-03" complementaryTimeSystem="STDBYOYOMI" endDate="2013-08-04" komi="6.5" location="Olsztyn" name="weekend tournament" numberOfRounds="3" shortName="weekend" size="19" stdByoYomiTime="30"/>',
  '<HandicapParameterSet hdBasedOnMMS="true" hdCeiling="9" hdCorrection="3" hdNoHdRankThreshold="30K"/>',
  '</TournamentParameterSet>',
  '</Tournament>',
].join('\n');

describe('parseOpenGotha', () => {
  const parsed = parseOpenGotha(FILE, 'weekend.xml');
  const { tournament } = parsed;

  it('reads the tournament settings', () => {
    expect(tournament).toMatchObject({
      title: 'weekend tournament',
      city: 'Olsztyn',
      startDate: '2013-08-03',
      endDate: '2013-08-04',
      rounds: 3,
      komi: 6.5,
      boardSize: 19,
      handicapRule: 'rank-difference-minus-3',
      timeControl: 'byoyomi 3600 1x30',
    });
    expect(tournament.teamSize).toBeUndefined();
  });

  it('keys players as the games do and converts names, ranks and ratings', () => {
    expect(parsed.players.map((p) => p.key)).toEqual([
      'SCHLOESSERFRANZISKA',
      'GROOTAYA_DE',
      'DAMJUDITHVAN',
      'ПЕТРОВИВАН',
    ]);
    expect(parsed.players[0]).toEqual({
      key: 'SCHLOESSERFRANZISKA',
      lastName: 'Schloesser',
      firstName: 'Franziska',
      lastNameLatin: 'Schloesser',
      firstNameLatin: 'Franziska',
      country: 'DE',
      club: 'B',
      rank: '6k',
      rating: 1426,
      egdPin: 16237892,
      line: 4,
    });
    expect(parsed.players[1]).toMatchObject({ firstName: 'Aya de', club: undefined, rank: '20k' });
    expect(parsed.players[2]).toMatchObject({ rank: '1d', rating: undefined });
    expect(parsed.players[3]).toMatchObject({ lastName: 'Петров', firstName: 'Иван', rank: '3d' });
    expect(parsed.players[3].lastNameLatin).toBeUndefined();
  });

  it('maps the results, colours and handicaps', () => {
    expect(tournament.games.map((g) => [g.round, g.result, g.colorsKnown, g.line])).toEqual([
      [1, 'black', true, 10],
      [1, 'white_forfeit', false, 11],
      [2, 'jigo', true, 12],
      [2, 'unplayed', true, 14],
    ]);
  });

  it('reports a game with an unknown player at its line and imports the rest', () => {
    expect(parsed.problems).toEqual([{ line: 13, reason: "round 2: unknown player 'NOBODYHERE'" }]);
  });

  it('computes wins (no points for byes, a win each for RESULT_BOTHWIN) and places by tie-breaks', () => {
    const standing = Object.fromEntries(
      tournament.players.map((p) => [p.playerKey, [p.wins, p.place]]),
    );
    // Petrov and Schloesser: 1.5 points, SOS 2.5, SOSOS 4, SODOS 1.75 each; Dam and Groot: 1,
    // SOS 1.5, SOSOS 2.5, SODOS 0 each (the RESULT_BOTHWIN game is no meeting).
    expect(standing).toEqual({
      ПЕТРОВИВАН: [1.5, 1],
      SCHLOESSERFRANZISKA: [1.5, 1],
      DAMJUDITHVAN: [1, 3],
      GROOTAYA_DE: [1, 3],
    });
    expect(tournament.players[0]).toMatchObject({ rank: '6k', ratingStart: 1426 });
    expect(tournament.players.every((p) => p.scores === undefined)).toBe(true);
  });

  describe('a McMahon tournament (placed by MMS first)', () => {
    const mcMahon = (roundDown: boolean) =>
      FILE.replace(
        'numberOfRounds="3"',
        `numberOfRounds="3" genMMZero="30K" genMMFloor="20K" genMMBar="1D" genMMS2ValueAbsent="1" genMMS2ValueBye="2" genRoundDownNBWMMS="${roundDown}"`,
      )
        .replace('rank="6K"', 'rank="6K" participating="110"')
        .replace('rank="3D"', 'rank="3D" smmsCorrection="1"')
        .replace(
          '</TournamentParameterSet>',
          '<PlacementParameterSet><PlacementCriteria><PlacementCriterion name="MMS" number="1"/><PlacementCriterion name="SOSM" number="2"/></PlacementCriteria></PlacementParameterSet></TournamentParameterSet>',
        );
    const mms = (text: string) =>
      Object.fromEntries(
        parseOpenGotha(text, 'weekend.xml').tournament.players.map((p) => [
          p.playerKey,
          [p.scores?.mms, p.place],
        ]),
      );

    it('computes the final MMS as OpenGotha does and places by it', () => {
      // Starts (zero 30K, floor 20K, bar 1D): 6K 24, 20K 10, 1D 30, 3D 30 + 1. Then the games'
      // points, Groot's bye in round 3 a point, Schloesser's absence in round 3 half a point,
      // rounded down to none.
      expect(mms(mcMahon(true))).toEqual({
        ПЕТРОВИВАН: [32.5, 1],
        DAMJUDITHVAN: [31, 2],
        SCHLOESSERFRANZISKA: [25.5, 3],
        GROOTAYA_DE: [12, 4],
      });
    });

    it('counts from 30K in older files without genMMZero', () => {
      const older = mcMahon(true).replace('genMMZero="30K" ', '');
      expect(mms(older).ПЕТРОВИВАН).toEqual([32.5, 1]);
    });

    it('keeps the absent half point when the file does not round down', () => {
      expect(mms(mcMahon(false)).SCHLOESSERFRANZISKA).toEqual([26, 3]);
    });
  });

  it('reads the team size of team tournaments', () => {
    const team = FILE.replace(
      '</Tournament>',
      '<Teams><Team teamName="T" teamNumber="1"><Board boardNumber="1" player="DAMJUDITHVAN" roundNumber="1"/></Team></Teams>' +
        '<TeamTournamentParameterSet><TeamGeneralParameterSet teamSize="3"/></TeamTournamentParameterSet></Tournament>',
    );
    expect(parseOpenGotha(team, 'team.xml').tournament.teamSize).toBe(3);
  });

  it.each([
    ['STDBYOYOMI" stdByoYomiTime="30', 'byoyomi 3600 1x30'],
    ['CANBYOYOMI" nbMovesCanTime="15" canByoYomiTime="300', 'canadian 3600 15/300'],
    ['FISCHER" fischerTime="10', 'fischer 3600 +10'],
    ['SUDDENDEATH', 'absolute 3600'],
    ['CANBYOYOMI" nbMovesCanTime="" canByoYomiTime="300', 'unknown 3600'],
    ['FISCHER" fischerTime="1.5', 'unknown 3600'],
  ])('writes the canonical time control of complementaryTimeSystem="%s"', (system, expected) => {
    const file = FILE.replace(
      'complementaryTimeSystem="STDBYOYOMI"',
      `complementaryTimeSystem="${system}"`,
    ).replace(' stdByoYomiTime="30"', '');
    expect(parseOpenGotha(file, 'weekend.xml').tournament.timeControl).toBe(expected);
  });

  it('writes no time control without a usable basicTime', () => {
    const read = (basicTime: string) =>
      parseOpenGotha(FILE.replace('basicTime="60"', basicTime), 'weekend.xml').tournament
        .timeControl;
    expect(read('')).toBeUndefined();
    expect(read('basicTime="sixty"')).toBeUndefined();
    expect(read('basicTime="0"')).toBe('byoyomi 0 1x30');
    expect(read('basicTime="150"')).toBe('byoyomi 9000 1x30');
  });

  it('throws UnreadableFileError when the file is not OpenGotha XML', () => {
    expect(() => parseOpenGotha('; TC[T1]\n1 A b 1d', 'x.xml')).toThrow(UnreadableFileError);
    expect(() => parseOpenGotha(FILE.slice(0, 300), 'cut.xml')).toThrow(/not well-formed XML/);
    expect(() => parseOpenGotha('<?xml version="1.0"?><Other/>', 'other.xml')).toThrow(
      /no OpenGotha <Tournament> element/,
    );
  });
});
