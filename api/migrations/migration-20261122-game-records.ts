import { Migration } from '@mikro-orm/migrations';

/** SGF game records, one per game at most, in their own table beside the game list. */
export class Migration20261122GameRecords extends Migration {
  up(): void {
    const builder = this.getKnex().schema.createTable('game_record', (t) => {
      t.integer('game_id')
        .notNullable()
        .primary()
        .references('game.id')
        .onDelete('CASCADE')
        .onUpdate('CASCADE');
      t.text('sgf').notNullable();
      t.datetime('updated_at').notNullable();
    });
    for (const { sql, bindings } of builder.toSQL()) {
      this.addSql(bindings.length ? this.getKnex().raw(sql, bindings).toQuery() : sql);
    }
  }
}
