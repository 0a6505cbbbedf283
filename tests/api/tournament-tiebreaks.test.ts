import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportService } from '@api/import/import.service';
import type { TournamentDetail } from '@sync/contract/tournaments';
import { makeGame, makeParticipant, makePlayer, makeTournament } from '@tests/factories/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * On points (stored places by rating, 1..8 in the order A..H):
 * R1 A>B, C>D, E>F, G=H; R2 A>C, B>F, D>E, G=H. Points A 2, others 1, F 0.
 * SOS A 2, B 2, C 3, D 2, E 1, F 2, G 2, H 2; SOSOS B 4, D 4, G 4, H 4;
 * SODOS B 0, D 1, G 1, H 1. So A 1, C 2, D G H 3 (equal on all), B 6, E 7, F 8.
 *
 * McMahon (file MMS 25, 24, 24.5; M's SOS stated 60): R1 N>M, R2 O>N (M has a bye).
 */
function seed(em: EntityManager) {
  const players = Object.fromEntries(
    ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'M', 'N', 'O'].map((name) => [
      name,
      makePlayer(em, { lastName: name, lastNameLatin: name }),
    ]),
  );
  const p = (name: string) => players[name];
  const onPoints = makeTournament(em, { rounds: 2 });
  ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].forEach((name, i) =>
    makeParticipant(em, onPoints, p(name), { place: i + 1 }),
  );
  const games: Array<[number, string, string, 'black' | 'jigo']> = [
    [1, 'A', 'B', 'black'],
    [1, 'C', 'D', 'black'],
    [1, 'E', 'F', 'black'],
    [1, 'G', 'H', 'jigo'],
    [2, 'A', 'C', 'black'],
    [2, 'B', 'F', 'black'],
    [2, 'D', 'E', 'black'],
    [2, 'H', 'G', 'jigo'],
  ];
  for (const [round, black, white, result] of games) {
    makeGame(em, onPoints, p(black), p(white), { round, result });
  }

  const mcMahon = makeTournament(em, { rounds: 2 });
  makeParticipant(em, mcMahon, p('N'), { place: 1, fileMms: 24 });
  makeParticipant(em, mcMahon, p('O'), { place: 2, fileMms: 24.5 });
  makeParticipant(em, mcMahon, p('M'), { place: 3, fileMms: 25, fileSos: 60 });
  makeGame(em, mcMahon, p('N'), p('M'), { round: 1, result: 'black' });
  makeGame(em, mcMahon, p('O'), p('N'), { round: 2, result: 'black' });
  return { onPoints, mcMahon, players };
}

/** Ids once written: the tournaments', and each player's name by id. */
function idsOf({ onPoints, mcMahon, players }: ReturnType<typeof seed>) {
  return {
    onPoints: onPoints.id,
    mcMahon: mcMahon.id,
    names: new Map(Object.entries(players).map(([name, player]) => [player.id, name])),
  };
}

const H9 = [
  '; EV[Tie-break Cup]',
  '; DT[2024-03-02]',
  ';pl Name Country Club MMS Wins SOS SOSOS R1 R2',
  '1 Alpha Ann 1d DE B 22 2 41 83 3+/b 2+/w',
  '2 Beta Bob 1k DE B 20 1 42 82 0+ 1-/b',
  '3 Gamma Gus 2k DE B 19 0 22 80 1-/w 0-',
].join('\n');

describe('tie-breaks in GET /api/v1/tournaments/{id}', () => {
  let t: TestApp;
  let seeded: ReturnType<typeof idsOf>;
  const dir = mkdtempSync(join(tmpdir(), 'tiebreaks-'));

  beforeAll(async () => {
    t = await createTestApp();
    seeded = idsOf(await t.seed(seed));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const detail = async (id: number) =>
    (await t.http().get(`/api/v1/tournaments/${id}`).expect(200)).body as TournamentDetail;
  const named = (body: TournamentDetail) =>
    body.standings.map((s) => ({ name: seeded.names.get(s.player.id), ...s }));

  it('places by points, SOS, SOSOS and SODOS; equal on all share a place', async () => {
    const rows = named(await detail(seeded.onPoints));
    expect(rows.map((r) => [r.name, r.place])).toEqual([
      ['A', 1],
      ['C', 2],
      ['D', 3],
      ['G', 3],
      ['H', 3],
      ['B', 6],
      ['E', 7],
      ['F', 8],
    ]);
    const scores = (name: string) => {
      const row = rows.find((r) => r.name === name)!;
      return [row.points, row.sos, row.sosos, row.sodos, row.mms, row.mmsSos, row.mmsSosos];
    };
    expect(scores('A')).toEqual([2, 2, 5, 2, null, null, null]);
    expect(scores('B')).toEqual([1, 2, 4, 0, null, null, null]);
    expect(scores('D')).toEqual([1, 2, 4, 1, null, null, null]);
    expect(scores('G')).toEqual([1, 2, 4, 1, null, null, null]);
    expect(scores('F')).toEqual([0, 2, 3, 0, null, null, null]);
    const a = rows.find((r) => r.name === 'A')!;
    expect(a.rounds[1]).toMatchObject({ opponentPlace: 2, outcome: 'win' });
  });

  it('places McMahon tournaments by MMS first, with the SOS the file states', async () => {
    const rows = named(await detail(seeded.mcMahon));
    expect(
      rows.map((r) => [r.name, r.place, r.points, r.mms, r.mmsSos, r.mmsSosos, r.sodos]),
    ).toEqual([
      ['M', 1, 0, 25, 60, 49.5, 0],
      ['O', 2, 1, 24.5, 24, 49.5, 1],
      ['N', 3, 1, 24, 49.5, 84, 0],
    ]);
  });

  it('answers the scores an imported h9 file states', async () => {
    const file = join(dir, 'T240302A.h9');
    writeFileSync(file, H9);
    const report = await new ImportService(t.db.orm.em.fork()).importFile('h9', file);
    const body = await detail(report.tournament!.tournamentId!);
    expect(
      body.standings.map((s) => [
        s.player.lastNameLatin,
        s.place,
        s.points,
        s.mms,
        s.mmsSos,
        s.mmsSosos,
      ]),
    ).toEqual([
      ['Alpha', 1, 2, 22, 41, 83],
      ['Beta', 2, 1, 20, 42, 82],
      ['Gamma', 3, 0, 19, 22, 80],
    ]);
  });
});
