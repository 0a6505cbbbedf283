import type { EntityManager } from '@mikro-orm/core';
import { RatingEntry } from '../rating/rating-entry.entity';
import type { ParsedRatingList } from './import-model';
import { LocationResolver } from './location-resolver';
import { PlayerMatcher, type MatchCounts } from './player-matcher';
import { syncRows, type RowCounts } from './sync-rows';

export interface RatingListImportReport {
  federation: string;
  listDate: string;
  players: MatchCounts;
  ratings: RowCounts;
}

/**
 * Writes a rating list: its players, and one 'list' rating entry each at the list's date. The
 * rating computation starts those players from these values (anchors) at that date.
 */
export async function writeRatingList(
  em: EntityManager,
  parsed: ParsedRatingList,
): Promise<RatingListImportReport> {
  const matcher = new PlayerMatcher(em, new LocationResolver(em));
  await matcher.load();
  const players = await matcher.resolveAll(parsed.players);
  const identity = new Map<object, string>();
  const idOf = (player: { id?: number }): string => {
    if (player.id !== undefined) return String(player.id);
    if (!identity.has(player)) identity.set(player, `new${identity.size}`);
    return identity.get(player)!;
  };
  const existing = await em.find(RatingEntry, {
    federation: parsed.federation,
    date: parsed.listDate,
    source: 'list',
  });
  const ratings = syncRows(
    em,
    existing,
    parsed.ratings.flatMap((rating) => {
      const player = players.get(rating.playerKey);
      return player ? [{ rating, player }] : [];
    }),
    (row) => idOf(row.player),
    ({ player }) => idOf(player),
    ({ rating, player }) => ({
      player,
      federation: parsed.federation,
      date: parsed.listDate,
      tournament: null,
      rating: rating.rating,
      deviation: rating.deviation ?? null,
      volatility: null,
      source: 'list' as const,
    }),
    (fields) => em.create(RatingEntry, fields),
  );
  return {
    federation: parsed.federation,
    listDate: parsed.listDate,
    players: matcher.counts,
    ratings,
  };
}
