import type { Knex } from '@mikro-orm/knex';
import { likeContains } from './like';

/** Trigram indexes can only answer searches of three characters or more. */
const TRIGRAM = 3;

/**
 * `player.search_text` contains `text` (already normalised, so without quotes), answered by the
 * trigram index of migration-20261121-search: an FTS5 phrase query on SQLite (a trigram phrase
 * is a substring match), LIKE through the GIN index on PostgreSQL. Shorter texts scan.
 */
export function searchTextContains(knex: Knex, text: string): Knex.Raw {
  const dialect = (knex.client as { dialect?: string }).dialect ?? '';
  if (dialect.includes('sqlite') && [...text].length >= TRIGRAM) {
    return knex.raw('player.id in (select rowid from player_search where player_search match ?)', [
      `"${text.replace(/"/g, '""')}"`,
    ]);
  }
  return knex.raw("player.search_text like ? escape '\\'", [likeContains(text)]);
}
