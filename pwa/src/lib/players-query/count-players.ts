import type { GoDatabase } from '@pwa/lib/db';
import { nameTerms, playerMatches, rangeFilters, type PlayerFilter } from './players-query';
import { rangeCollection } from './players-probe';

/**
 * How many players match the filter. Without filters, or with one range filter only, the count
 * comes from an index alone; otherwise the first range's index run (or the whole table) is read
 * and checked player by player.
 */
export function countPlayers(db: GoDatabase, filter: PlayerFilter): Promise<number> {
  const ranges = rangeFilters(filter);
  const terms = nameTerms(filter.names);
  const locations = new Set(filter.locations ?? []);
  return db.transaction('r', db.players, async () => {
    const [first] = ranges;
    if (terms.length === 0 && locations.size === 0 && ranges.length <= 1) {
      return first ? rangeCollection(db, first).count() : db.players.count();
    }
    const candidates = first ? rangeCollection(db, first) : db.players.toCollection();
    return candidates.filter((player) => playerMatches(player, ranges, terms, locations)).count();
  });
}
