import { Migration } from '@mikro-orm/migrations';

/** Sessions remember their browser and when they were last used, for the user's device list. */
export class Migration20261125SessionDevices extends Migration {
  up(): void {
    const statements = this.getKnex()
      .schema.alterTable('user_session', (t) => {
        t.string('user_agent', 300).nullable();
        t.datetime('last_seen_at').nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? this.getKnex().raw(sql, bindings).toQuery() : sql);
    }
  }
}
