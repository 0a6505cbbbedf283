import { playerSearchText } from '@domain/text/player-search';
import type { SyncLocation, SyncPlayer, SyncTournament } from '@sync/protocol';

/** Sync rows for tests: sensible defaults derived from the id, overridden per test. */
export function makeSyncPlayer(id: number, overrides: Partial<SyncPlayer> = {}): SyncPlayer {
  const names = {
    lastName: overrides.lastName ?? `Игроков${id}`,
    firstName: overrides.firstName ?? 'Иван',
    lastNameLatin: overrides.lastNameLatin ?? `Igrokov${id}`,
    firstNameLatin: overrides.firstNameLatin ?? 'Ivan',
    nickname: overrides.nickname ?? null,
    lastNameZh: overrides.lastNameZh ?? null,
    firstNameZh: overrides.firstNameZh ?? null,
  };
  return {
    id,
    rev: 0,
    ...names,
    searchText: playerSearchText(names),
    rank: `${(id % 30) + 1}k`,
    birthYear: null,
    egdPin: null,
    agaId: null,
    locationId: null,
    locationPath: [],
    startDate: null,
    lastUpdate: null,
    lastTournamentId: null,
    lastTournamentDate: null,
    rgfRating: 1000 + id,
    rgfDeviation: 100,
    egfRating: null,
    glickoRating: null,
    glickoDeviation: null,
    glickoVolatility: null,
    ...overrides,
  };
}

export function makeSyncTournament(
  id: number,
  overrides: Partial<SyncTournament> = {},
): SyncTournament {
  return {
    id,
    rev: 0,
    code: null,
    title: `Турнир ${id}`,
    titleLatin: `Tournament ${id}`,
    locationId: null,
    locationPath: [],
    startDate: '2024-05-01',
    endDate: '2024-05-02',
    status: 'ended',
    tournamentClass: null,
    federation: 'rgf',
    ranked: true,
    online: false,
    rounds: 5,
    handicapRule: null,
    komi: 6.5,
    boardSize: 19,
    teamSize: 1,
    timeControl: null,
    pinned: false,
    playerCount: 0,
    gameCount: 0,
    ...overrides,
  };
}

export function makeSyncLocation(id: number, overrides: Partial<SyncLocation> = {}): SyncLocation {
  return {
    id,
    rev: 0,
    parentId: null,
    kind: 'city',
    name: `Город ${id}`,
    nameLatin: `City ${id}`,
    code: null,
    ...overrides,
  };
}
