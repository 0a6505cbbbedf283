import type { EntityManager } from '@mikro-orm/core';
import {
  makeGame,
  makeLocation,
  makeParticipant,
  makePlayer,
  makeTournament,
} from '@tests/factories/factories';

/**
 * A four-round rgf tournament in Moscow with every kind of result, and a small egf one in Minsk.
 *
 * | round | black | white | result                                   |
 * |-------|-------|-------|------------------------------------------|
 * | 1     | A     | B     | black                                    |
 * | 1     | C     | D     | white_forfeit                            |
 * | 2     | D     | A     | white, colours unknown                   |
 * | 2     | B     | C     | jigo, 2 stones to B                      |
 * | 3     | A     | C     | black_forfeit (B and D have a bye)       |
 * | 4     | B     | A     | both_lose                                |
 * | 4     | C     | D     | unplayed                                 |
 *
 * Places: A 1, B 2, C 3, D none (withdrew). Ratings before: A 2100/100, B 2200/100,
 * C 1800/124, D 1500/148. E plays in the egf tournament only, G is entered there without
 * games or rating; F plays nowhere.
 */
export function seedTournaments(em: EntityManager) {
  const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
  const moscow = makeLocation(em, {
    kind: 'city',
    parent: russia,
    name: 'Москва',
    nameLatin: 'Moscow',
  });
  const belarus = makeLocation(em, { name: 'Беларусь', nameLatin: 'Belarus', code: 'BY' });
  const minsk = makeLocation(em, {
    kind: 'city',
    parent: belarus,
    name: 'Минск',
    nameLatin: 'Minsk',
  });
  makeLocation(em, { name: 'Армения', nameLatin: 'Armenia', code: 'AM' });

  const player = (lastName: string, lastNameLatin: string) =>
    makePlayer(em, { lastName, lastNameLatin, firstName: 'Иван', firstNameLatin: 'Ivan' });
  const a = player('Алексеев', 'Alekseev');
  const b = player('Борисов', 'Borisov');
  const c = player('Васильев', 'Vasiliev');
  const d = player('Григорьев', 'Grigoriev');
  const e = player('Дмитриев', 'Dmitriev');
  const f = player('Егоров', 'Egorov');
  const g = player('Жуков', 'Zhukov');

  const final = makeTournament(em, {
    title: 'Финал первенства',
    titleLatin: 'Championship Final',
    location: moscow,
    startDate: '2024-05-01',
    endDate: '2024-05-02',
    rounds: 4,
    description: 'Финал с контролем 60 минут',
  });
  makeParticipant(em, final, a, {
    place: 1,
    wins: 3,
    rank: '1d',
    declaredRating: 2110,
    ratingBefore: 2100,
    deviationBefore: 100,
    ratingAfter: 2150,
    deviationAfter: 95,
  });
  makeParticipant(em, final, b, {
    place: 2,
    wins: 1.5,
    rank: '2d',
    ratingBefore: 2200,
    deviationBefore: 100,
    ratingAfter: 2180,
    deviationAfter: 96,
  });
  makeParticipant(em, final, c, {
    place: 3,
    wins: 0.5,
    rank: '3k',
    ratingBefore: 1800,
    deviationBefore: 124,
  });
  makeParticipant(em, final, d, {
    place: null,
    wins: 1,
    rank: '3k',
    ratingBefore: 1500,
    deviationBefore: 148,
  });
  const day2 = { date: '2024-05-02' };
  const games = {
    r1ab: makeGame(em, final, a, b, { round: 1, result: 'black', hasSgf: true, komi: 6.5 }),
    r1cd: makeGame(em, final, c, d, { round: 1, result: 'white_forfeit' }),
    r2da: makeGame(em, final, d, a, { round: 2, result: 'white', colorsKnown: false }),
    r2bc: makeGame(em, final, b, c, { round: 2, result: 'jigo', handicap: 2, komi: 0.5 }),
    r3ac: makeGame(em, final, a, c, { ...day2, round: 3, result: 'black_forfeit' }),
    r4ba: makeGame(em, final, b, a, { ...day2, round: 4, result: 'both_lose' }),
    r4cd: makeGame(em, final, c, d, { ...day2, round: 4, result: 'unplayed' }),
  };

  const european = makeTournament(em, {
    title: 'Кубок Минска',
    titleLatin: 'Minsk Cup',
    location: minsk,
    federation: 'egf',
    startDate: '2024-06-01',
    endDate: '2024-06-01',
    rounds: 1,
  });
  makeParticipant(em, european, a, { place: 2, ratingBefore: 2000 });
  makeParticipant(em, european, e, { place: 1, ratingBefore: 2100 });
  makeParticipant(em, european, g, { place: 3 });
  makeGame(em, european, e, a, { round: 1, result: 'black' });

  const hidden = makeTournament(em, { location: moscow, visible: false, rounds: 0 });
  const empty = makeTournament(em, { location: null, rounds: 3 });

  return {
    russia,
    moscow,
    belarus,
    minsk,
    a,
    b,
    c,
    d,
    e,
    f,
    g,
    final,
    european,
    hidden,
    empty,
    games,
  };
}

export type TournamentSeed = ReturnType<typeof seedTournaments>;

/** The ids of the seeded rows by name, and of the final's games by name. */
export function seededIds(seed: TournamentSeed): {
  ids: Record<string, number>;
  games: Record<string, number>;
} {
  const { games, ...entities } = seed;
  return {
    ids: Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, entity.id])),
    games: Object.fromEntries(Object.entries(games).map(([key, game]) => [key, game.id])),
  };
}
