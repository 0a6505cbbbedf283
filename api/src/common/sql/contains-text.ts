import type { Knex } from '@mikro-orm/knex';
import { likeContains } from './like';

/**
 * `player.search_text` contains `text` (already normalised), answered by the trigram index of
 * migration-20261121-search: through the FTS5 table on SQLite, by the GIN index on PostgreSQL.
 */
export function searchTextContains(knex: Knex, text: string): Knex.Raw {
  const dialect = (knex.client as { dialect?: string }).dialect ?? '';
  if (dialect.includes('sqlite')) {
    return knex.raw(
      "player.id in (select rowid from player_search where search_text like ? escape '\\')",
      [likeContains(text)],
    );
  }
  return knex.raw("player.search_text like ? escape '\\'", [likeContains(text)]);
}
