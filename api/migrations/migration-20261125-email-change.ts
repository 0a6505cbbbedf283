import { Migration } from '@mikro-orm/migrations';

/** An e-mailed code may carry the new address it confirms (changing an account's e-mail). */
export class Migration20261125EmailChange extends Migration {
  up(): void {
    const statements = this.getKnex()
      .schema.alterTable('user_code', (t) => {
        t.string('new_email', 254).nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? this.getKnex().raw(sql, bindings).toQuery() : sql);
    }
  }
}
