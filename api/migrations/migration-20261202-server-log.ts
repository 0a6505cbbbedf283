import { Migration } from '@mikro-orm/migrations';

/** The server's error log and the crash screen's reports, with retention. */
export class Migration20261202ServerLog extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = knex.schema
      .createTable('server_log', (t) => {
        t.increments('id');
        t.datetime('at').notNullable().index();
        t.string('level', 8).notNullable();
        t.string('source', 8).notNullable();
        t.string('request_id', 100).nullable();
        t.string('method', 10).nullable();
        t.string('path', 1000).nullable();
        t.integer('user_id').nullable();
        t.integer('status').nullable();
        t.text('message').notNullable();
        t.text('stack').nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
