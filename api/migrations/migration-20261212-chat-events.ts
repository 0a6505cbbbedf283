import { Migration } from '@mikro-orm/migrations';

/** The game's log: a chat line may be the server's announcement of a pass or a rejected undo. */
export class Migration20261212ChatEvents extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = knex.schema
      .alterTable('live_game_chat', (t) => {
        t.string('event', 20).nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
