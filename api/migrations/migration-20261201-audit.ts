import { Migration } from '@mikro-orm/migrations';

/** The audit trail of admin actions (who changed what, when). */
export class Migration20261201Audit extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = knex.schema
      .createTable('audit_entry', (t) => {
        t.increments('id');
        t.datetime('at').notNullable().index();
        t.integer('actor_id').nullable();
        t.string('actor_name', 100).nullable();
        t.string('action', 60).notNullable().index();
        t.string('target', 100).nullable();
        t.text('details').nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
