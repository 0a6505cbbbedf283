import { Migration } from '@mikro-orm/migrations';

/**
 * Games against the bot played in a browser and uploaded afterwards: the browser's own id of
 * the game, unique, so that an upload repeated (a lost answer, two tabs) makes one game.
 */
export class Migration20261130OfflineGames extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = knex.schema
      .alterTable('live_game', (t) => {
        t.string('offline_client_id', 64).nullable().unique();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
