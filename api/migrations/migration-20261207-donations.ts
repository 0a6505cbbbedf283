import { Migration } from '@mikro-orm/migrations';

/** Donations: one row per payment the provider notified us of (PaymentId unique). */
export class Migration20261207Donations extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = knex.schema
      .createTable('donation', (t) => {
        t.increments('id');
        t.string('payment_id', 40).notNullable().unique();
        t.string('order_id', 100).nullable();
        t.string('status', 30).notNullable();
        t.integer('amount').notNullable();
        t.datetime('created_at').notNullable();
        t.datetime('updated_at').notNullable();
        t.text('history').notNullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
