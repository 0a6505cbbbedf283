import { Migration } from '@mikro-orm/migrations';

/** The place text of imported tournaments and players that matched no city of the tree. */
export class Migration20261204PlaceTexts extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = [
      ...knex.schema
        .alterTable('tournament', (t) => {
          t.string('location_text', 200).nullable();
        })
        .toSQL(),
      ...knex.schema
        .alterTable('player', (t) => {
          t.string('location_text', 200).nullable();
        })
        .toSQL(),
    ];
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
