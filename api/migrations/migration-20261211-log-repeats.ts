import { Migration } from '@mikro-orm/migrations';
import { isSqlite } from './migration-20261121-search';

/**
 * The error log counts repeats: a client report's repeats of one message and stack are one row
 * (`fingerprint` unique, `count`, `first_at`), and client reports are pruned within their own
 * share (the index on source and id).
 */
export class Migration20261211LogRepeats extends Migration {
  up(): void {
    const knex = this.getKnex();
    const sqlite = isSqlite(this);
    const statements = knex.schema
      .alterTable('server_log', (t) => {
        // SQLite adds a NOT NULL column only with a default; it is set from `at` right after.
        if (sqlite) t.datetime('first_at').notNullable().defaultTo(0);
        else t.datetime('first_at').nullable();
        t.integer('count').notNullable().defaultTo(1);
        t.string('fingerprint', 64).nullable().unique();
        t.index(['source', 'id']);
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
    this.addSql('update server_log set first_at = at');
    if (!sqlite) this.addSql('alter table server_log alter column first_at set not null');
  }
}
