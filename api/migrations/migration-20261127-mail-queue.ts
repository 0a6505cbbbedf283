import { Migration } from '@mikro-orm/migrations';

/** E-mails are queued in the transaction of their change and sent by a worker (an outbox). */
export class Migration20261127MailQueue extends Migration {
  up(): void {
    const statements = this.getKnex()
      .schema.createTable('mail_queue', (t) => {
        t.increments('id');
        t.string('kind', 20).notNullable();
        t.string('recipient', 254).notNullable();
        t.string('subject', 300).notNullable();
        t.text('text').notNullable();
        t.text('html').notNullable();
        t.text('link').nullable();
        t.datetime('created_at').notNullable();
        t.integer('attempts').notNullable();
        t.datetime('next_attempt_at').nullable().index();
        t.datetime('sent_at').nullable();
        t.datetime('failed_at').nullable();
        t.string('last_error', 500).nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? this.getKnex().raw(sql, bindings).toQuery() : sql);
    }
  }
}
