import { Migration } from '@mikro-orm/migrations';

/** Users' own SGF records: one row per game tree, with its game information for the filters. */
export class Migration20261208GameLibrary extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = knex.schema
      .createTable('library_game', (t) => {
        t.increments('id');
        t.integer('owner_id')
          .notNullable()
          .references('app_user.id')
          .onUpdate('cascade')
          .onDelete('cascade')
          .index();
        t.string('file_name', 255).notNullable();
        t.boolean('private').notNullable();
        t.text('sgf').notNullable();
        t.string('encoding', 40).notNullable();
        t.integer('board_size').notNullable();
        t.integer('moves').notNullable();
        t.text('black').nullable();
        t.text('white').nullable();
        t.text('players_key').notNullable();
        t.text('black_rank').nullable();
        t.text('white_rank').nullable();
        t.text('result').nullable();
        t.string('result_kind', 4).nullable();
        t.text('date').nullable();
        t.string('date_key', 10).nullable();
        t.text('event').nullable();
        t.double('komi').nullable();
        t.integer('handicap').notNullable();
        t.text('rules').nullable();
        t.datetime('uploaded_at').notNullable().index();
        t.datetime('updated_at').notNullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
