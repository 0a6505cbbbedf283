import { Migration } from '@mikro-orm/migrations';

/** What tournament processing needs to restore a tournament's previous status. */
export class Migration20261203TournamentProcessing extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = knex.schema
      .alterTable('tournament', (t) => {
        t.string('status_before_processing', 12).nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
