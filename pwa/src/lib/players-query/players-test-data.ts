import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { rankSortScore } from '@domain/rating/rank';
import { nameWords } from '@domain/text/name-words';
import { playerSearchText } from '@domain/text/player-search';
import {
  createDatabase,
  type GoDatabase,
  type StoredLocation,
  type StoredPlayer,
} from '@pwa/lib/db';

/** A player row as the sync engine stores it; index keys derived from the overrides. */
export function makeStoredPlayer(overrides: Partial<StoredPlayer> & { id: number }): StoredPlayer {
  const names = {
    lastName: overrides.lastName ?? `Игроков${overrides.id}`,
    firstName: overrides.firstName ?? 'Иван',
    lastNameLatin: overrides.lastNameLatin ?? `Igrokov${overrides.id}`,
    firstNameLatin: overrides.firstNameLatin ?? 'Ivan',
    nickname: overrides.nickname ?? null,
    lastNameZh: overrides.lastNameZh ?? null,
    firstNameZh: overrides.firstNameZh ?? null,
  };
  const searchText = playerSearchText(names);
  const rank = overrides.rank ?? null;
  return {
    rev: overrides.id,
    ...names,
    searchText,
    rank,
    birthYear: null,
    egdPin: null,
    agaId: null,
    locationId: null,
    locationPath: [],
    startDate: null,
    lastUpdate: null,
    lastTournamentId: null,
    lastTournamentDate: null,
    rgfRating: null,
    rgfDeviation: null,
    egfRating: null,
    glickoRating: null,
    glickoDeviation: null,
    glickoVolatility: null,
    nameWords: nameWords(searchText),
    rankScore: rank ? rankSortScore(rank) : 0,
    ...overrides,
  };
}

export function makeLocation(overrides: Partial<StoredLocation> & { id: number }): StoredLocation {
  return {
    rev: overrides.id,
    parentId: null,
    kind: 'country',
    name: `Место${overrides.id}`,
    nameLatin: `Place${overrides.id}`,
    code: null,
    ...overrides,
  };
}

/** A fresh database in fake-indexeddb; close and delete it after the test. */
export async function openTestDatabase(name: string): Promise<GoDatabase> {
  const db = createDatabase(name, { indexedDB, IDBKeyRange });
  await db.open();
  return db;
}
