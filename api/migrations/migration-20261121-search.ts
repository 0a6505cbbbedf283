import { Migration } from '@mikro-orm/migrations';

/**
 * Substring search on player names without scanning the table: a trigram index. The one part of
 * the schema that needs each database's own feature: an FTS5 trigram table kept in step by
 * triggers on SQLite, a pg_trgm GIN index on PostgreSQL. Both serve `search_text like '%...%'`.
 */
export class Migration20261121Search extends Migration {
  up(): void {
    if (isSqlite(this)) {
      this.addSql(
        "create virtual table player_search using fts5(search_text, content='player', content_rowid='id', tokenize='trigram')",
      );
      this.addSql(
        'create trigger player_search_insert after insert on player begin ' +
          'insert into player_search(rowid, search_text) values (new.id, new.search_text); end',
      );
      this.addSql(
        'create trigger player_search_delete after delete on player begin ' +
          "insert into player_search(player_search, rowid, search_text) values ('delete', old.id, old.search_text); end",
      );
      this.addSql(
        'create trigger player_search_update after update of search_text on player begin ' +
          "insert into player_search(player_search, rowid, search_text) values ('delete', old.id, old.search_text); " +
          'insert into player_search(rowid, search_text) values (new.id, new.search_text); end',
      );
      this.addSql("insert into player_search(player_search) values ('rebuild')");
      return;
    }
    this.addSql('create extension if not exists pg_trgm');
    this.addSql(
      'create index player_search_text_trgm on player using gin (search_text gin_trgm_ops)',
    );
  }
}

export function isSqlite(migration: Migration): boolean {
  const dialect = (migration.getKnex().client as { dialect?: string }).dialect ?? '';
  return dialect.includes('sqlite');
}
