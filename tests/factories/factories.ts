import type { EntityManager } from '@mikro-orm/core';
import { gameSortKey } from '@domain/game/game-sort-key';
import { normalizeName, playerMatchKey } from '@domain/text/normalize-name';
import { playerSearchText } from '@domain/text/player-search';
import { Game } from '@api/games/game.entity';
import { Location } from '@api/locations/location.entity';
import { Player } from '@api/players/player.entity';
import { RatingEntry } from '@api/rating/rating-entry.entity';
import { TournamentPlayer } from '@api/tournaments/tournament-player.entity';
import { Tournament } from '@api/tournaments/tournament.entity';

/** Test data builders: sensible defaults, overridden per test. Call inside em.transactional. */
export function makeLocation(em: EntityManager, overrides: Partial<Location> = {}): Location {
  return em.create(Location, {
    kind: 'country',
    name: 'Россия',
    nameLatin: 'Russia',
    code: overrides.kind && overrides.kind !== 'country' ? null : 'RU',
    ...overrides,
  });
}

let sequence = 0;
const next = () => (sequence += 1);

export function makePlayer(em: EntityManager, overrides: Partial<Player> = {}): Player {
  const n = next();
  const names = {
    lastName: overrides.lastName ?? `Игроков${n}`,
    firstName: overrides.firstName ?? 'Иван',
    lastNameLatin: overrides.lastNameLatin ?? `Igrokov${n}`,
    firstNameLatin: overrides.firstNameLatin ?? 'Ivan',
    nickname: overrides.nickname ?? null,
  };
  return em.create(Player, {
    ...names,
    searchText: playerSearchText(names),
    matchKey: playerMatchKey(names.lastName, names.firstName, 'RU'),
    ...overrides,
  });
}

export function makeTournament(em: EntityManager, overrides: Partial<Tournament> = {}): Tournament {
  const title = overrides.title ?? `Турнир ${next()}`;
  const titleLatin = overrides.titleLatin ?? title;
  return em.create(Tournament, {
    title,
    titleLatin,
    startDate: '2024-05-01',
    endDate: '2024-05-02',
    status: 'ended',
    rounds: 5,
    searchText: normalizeName(`${title} | ${titleLatin}`),
    ...overrides,
  });
}

export function makeParticipant(
  em: EntityManager,
  tournament: Tournament,
  player: Player,
  overrides: Partial<TournamentPlayer> = {},
): TournamentPlayer {
  tournament.playerCount += 1;
  return em.create(TournamentPlayer, { tournament, player, ...overrides });
}

export function makeGame(
  em: EntityManager,
  tournament: Tournament | null,
  black: Player,
  white: Player,
  overrides: Partial<Game> = {},
): Game {
  const date = overrides.date ?? tournament?.startDate ?? '2024-05-01';
  const round = overrides.round ?? 1;
  if (tournament) tournament.gameCount += 1;
  return em.create(Game, {
    tournament,
    black,
    white,
    result: 'black',
    date,
    round,
    sortKey: gameSortKey(date, round),
    ...overrides,
  });
}

export function makeRatingEntry(
  em: EntityManager,
  player: Player,
  overrides: Partial<RatingEntry> = {},
): RatingEntry {
  return em.create(RatingEntry, {
    player,
    federation: 'rgf',
    date: '2024-05-02',
    rating: 2000,
    deviation: 100,
    source: 'tournament',
    ...overrides,
  });
}
