import { Migration } from '@mikro-orm/migrations';

/** Broadcasts: a round's boards relayed live, their moves, comments and finished records. */
export class Migration20261209Broadcasts extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = [
      ...knex.schema
        .createTable('broadcast', (t) => {
          t.increments('id');
          t.string('title', 120).notNullable();
          t.integer('tournament_id')
            .nullable()
            .references('tournament.id')
            .onUpdate('cascade')
            .onDelete('set null')
            .index();
          t.integer('round').nullable();
          t.datetime('start_time').nullable();
          t.string('status', 12).notNullable().index();
          t.string('visibility', 12).notNullable();
          t.integer('created_by_id')
            .nullable()
            .references('app_user.id')
            .onUpdate('cascade')
            .onDelete('set null')
            .index();
          t.datetime('created_at').notNullable();
          t.datetime('updated_at').notNullable();
          t.datetime('finished_at').nullable();
        })
        .toSQL(),
      ...knex.schema
        .createTable('broadcast_board', (t) => {
          t.increments('id');
          t.integer('broadcast_id')
            .notNullable()
            .references('broadcast.id')
            .onUpdate('cascade')
            .onDelete('cascade');
          t.integer('number').notNullable();
          t.string('black_name', 80).notNullable();
          t.integer('black_player_id')
            .nullable()
            .references('player.id')
            .onUpdate('cascade')
            .onDelete('set null')
            .index();
          t.string('white_name', 80).notNullable();
          t.integer('white_player_id')
            .nullable()
            .references('player.id')
            .onUpdate('cascade')
            .onDelete('set null')
            .index();
          t.integer('board_size').notNullable();
          t.integer('handicap').notNullable().defaultTo(0);
          t.double('komi').notNullable();
          t.string('time_control', 80).nullable();
          t.text('moves').notNullable().defaultTo('');
          t.integer('move_count').notNullable().defaultTo(0);
          t.string('result', 16).nullable();
          t.integer('clock_black_ms').nullable();
          t.integer('clock_white_ms').nullable();
          t.datetime('clocks_read_at').nullable();
          t.string('source_kind', 12).notNullable();
          t.integer('live_game_id').nullable().index();
          t.text('sgf_url').nullable();
          t.text('source_error').nullable();
          t.text('record_sgf').nullable();
          t.integer('game_id')
            .nullable()
            .references('game.id')
            .onUpdate('cascade')
            .onDelete('set null')
            .index();
          t.datetime('updated_at').notNullable();
          t.unique(['broadcast_id', 'number']);
        })
        .toSQL(),
      ...knex.schema
        .createTable('broadcast_comment', (t) => {
          t.increments('id');
          t.integer('board_id')
            .notNullable()
            .references('broadcast_board.id')
            .onUpdate('cascade')
            .onDelete('cascade');
          t.integer('move_number').notNullable();
          t.text('text').notNullable();
          t.string('author', 80).notNullable();
          t.datetime('created_at').notNullable();
          t.index(['board_id', 'move_number']);
        })
        .toSQL(),
    ];
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
