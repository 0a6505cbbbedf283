import type { EntityManager } from '@mikro-orm/knex';
import { normalizeName } from '@domain/text/normalize-name';
import { RATING_FACTS, type TournamentEdit } from '@sync/contract/admin-tournaments';
import { ApiError } from '../../common/errors/api-error';
import { Location } from '../../locations/location.entity';
import type { Tournament } from '../../tournaments/tournament.entity';

type Facts = Required<TournamentEdit>;
type FactKey = keyof Facts;

const FACT_KEYS: FactKey[] = [
  'title',
  'titleLatin',
  'startDate',
  'endDate',
  'locationId',
  'rounds',
  'handicapRule',
  'komi',
  'ranked',
  'online',
  'description',
];

export function factsOf(tournament: Tournament): Facts {
  return {
    title: tournament.title,
    titleLatin: tournament.titleLatin,
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    locationId: tournament.location?.id ?? null,
    rounds: tournament.rounds,
    handicapRule: tournament.handicapRule,
    komi: tournament.komi,
    ranked: tournament.ranked,
    online: tournament.online,
    description: tournament.description,
  };
}

export interface AppliedEdit {
  changed: FactKey[];
  before: Partial<Facts>;
  after: Partial<Facts>;
  ratingsAffected: boolean;
}

/**
 * Checks an edit against the stored tournament (end not before start, an existing location) and
 * applies it to the entity; nothing is changed when it is refused. Titles are trimmed.
 */
export async function applyTournamentEdit(
  em: EntityManager,
  tournament: Tournament,
  edit: TournamentEdit,
): Promise<AppliedEdit> {
  const before = factsOf(tournament);
  const wanted: Facts = { ...before };
  for (const key of FACT_KEYS) {
    if (edit[key] !== undefined) (wanted as Record<FactKey, unknown>)[key] = edit[key];
  }
  wanted.title = wanted.title.trim();
  wanted.titleLatin = wanted.titleLatin.trim();
  if (wanted.endDate < wanted.startDate) throw new ApiError('badParameters', { field: 'endDate' });
  const changed = FACT_KEYS.filter((key) => wanted[key] !== before[key]);
  let location = tournament.location;
  if (changed.includes('locationId')) {
    location = wanted.locationId === null ? null : await em.findOne(Location, wanted.locationId);
    if (!location && wanted.locationId !== null) {
      throw new ApiError('badParameters', { field: 'locationId' });
    }
  }
  tournament.location = location;
  tournament.title = wanted.title;
  tournament.titleLatin = wanted.titleLatin;
  tournament.searchText = normalizeName(`${wanted.title} | ${wanted.titleLatin}`);
  tournament.startDate = wanted.startDate;
  tournament.endDate = wanted.endDate;
  tournament.rounds = wanted.rounds;
  tournament.handicapRule = wanted.handicapRule;
  tournament.komi = wanted.komi;
  tournament.ranked = wanted.ranked;
  tournament.online = wanted.online;
  tournament.description = wanted.description;
  const pick = (facts: Facts) => Object.fromEntries(changed.map((key) => [key, facts[key]]));
  return {
    changed,
    before: pick(before),
    after: pick(wanted),
    ratingsAffected: changed.some((key) => (RATING_FACTS as readonly string[]).includes(key)),
  };
}
