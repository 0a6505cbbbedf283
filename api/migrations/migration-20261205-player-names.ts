import { Migration } from '@mikro-orm/migrations';

/** Players' names in Chinese. */
export class Migration20261205PlayerNames extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = knex.schema
      .alterTable('player', (t) => {
        t.string('last_name_zh', 100).nullable();
        t.string('first_name_zh', 100).nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
