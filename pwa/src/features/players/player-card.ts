import type { LocationTree } from '@domain/location/location-tree';
import type { RatingSystemId } from '@domain/rating/types';
import type { NamedRef } from '@sync/contract/common';
import type { PlayerDetail } from '@sync/contract/players';
import { ratingOf } from '@sync/rating-of';
import type { StoredPlayer } from '@pwa/lib/db';
import type { NamedPlayer } from '@domain/format';

export interface CardRating {
  rating: number;
  deviation: number | null;
}

export interface PlayerCounts {
  tournaments: number;
  games: number;
  wins: number;
  losses: number;
  bestPlace: number | null;
}

/** What the player page's header shows, from the replicated row and/or the API's profile. */
export interface PlayerCard {
  id: number;
  names: NamedPlayer;
  /** declared rank */
  rank: string | null;
  ratings: Record<RatingSystemId, CardRating | null>;
  /** country, region, city: as far as known */
  places: NamedRef[];
  counts: PlayerCounts | null;
  birthYear: number | null;
  egdPin: number | null;
  /** the AGA id, known from the replicated row only */
  agaId: number | null;
  startDate: string | null;
  lastUpdate: string | null;
  lastTournament: { id: number; date: string | null } | null;
}

function storedPlaces(player: StoredPlayer, tree: LocationTree | undefined): NamedRef[] {
  if (!tree) return [];
  return player.locationPath.flatMap((id) => {
    const node = tree.get(id);
    return node ? [{ id: node.id, name: node.name, nameLatin: node.nameLatin }] : [];
  });
}

function detailPlaces(detail: PlayerDetail): NamedRef[] {
  const places = [detail.country, detail.location, detail.city].filter(
    (place): place is NamedRef => place !== null,
  );
  return places.filter((place, i) => places.findIndex((other) => other.id === place.id) === i);
}

function counts(detail: PlayerDetail | undefined): PlayerCounts | null {
  if (!detail) return null;
  const { tournaments, games, wins, losses, bestPlace } = detail;
  return { tournaments, games, wins, losses, bestPlace };
}

/**
 * The header's data: the replicated row when there is one (it is there at once, offline too),
 * else the profile; the counts only come from the profile.
 */
export function playerCard(
  stored: StoredPlayer | null | undefined,
  detail: PlayerDetail | undefined,
  tree: LocationTree | undefined,
): PlayerCard | null {
  if (stored) {
    const places = storedPlaces(stored, tree);
    return {
      id: stored.id,
      names: stored,
      rank: stored.rank,
      ratings: {
        rgf: ratingOf(stored, 'rgf'),
        egf: ratingOf(stored, 'egf'),
        glicko2: ratingOf(stored, 'glicko2'),
      },
      places: places.length > 0 || !detail ? places : detailPlaces(detail),
      counts: counts(detail),
      birthYear: stored.birthYear,
      egdPin: stored.egdPin,
      agaId: stored.agaId,
      startDate: stored.startDate,
      lastUpdate: stored.lastUpdate,
      lastTournament:
        stored.lastTournamentId === null
          ? null
          : { id: stored.lastTournamentId, date: stored.lastTournamentDate },
    };
  }
  if (!detail) return null;
  const from = (system: RatingSystemId) => {
    const value = detail.ratings[system];
    return value ? { rating: value.rating, deviation: value.deviation } : null;
  };
  return {
    id: detail.id,
    names: detail,
    rank: detail.rank,
    ratings: { rgf: from('rgf'), egf: from('egf'), glicko2: from('glicko2') },
    places: detailPlaces(detail),
    counts: counts(detail),
    birthYear: detail.birthYear,
    egdPin: detail.egdPin,
    agaId: null,
    startDate: detail.startDate,
    lastUpdate: detail.lastUpdate,
    lastTournament:
      detail.lastTournamentId === null
        ? null
        : { id: detail.lastTournamentId, date: detail.lastTournamentDate },
  };
}
