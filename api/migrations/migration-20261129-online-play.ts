import { Migration } from '@mikro-orm/migrations';

/**
 * Online play: challenges and their event log (the lobby's stream), live games as an append-only
 * log of events (every accepted action is one row; (game_id, seq) is unique, so two instances can
 * never both write the same step), chat, and each account's online Glicko-2 rating.
 */
export class Migration20261129OnlinePlay extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = knex.schema
      .createTable('challenge', (t) => {
        t.increments('id');
        t.integer('creator_id')
          .notNullable()
          .references('app_user.id')
          .onUpdate('cascade')
          .onDelete('cascade');
        t.text('settings').notNullable();
        t.string('time_class', 20).notNullable();
        /** open, accepted, cancelled, expired */
        t.string('status', 12).notNullable();
        t.integer('game_id').nullable();
        t.datetime('created_at').notNullable();
        t.datetime('creator_seen_at').notNullable();
        t.datetime('closed_at').nullable();
        t.index(['status', 'creator_seen_at']);
      })
      .createTable('challenge_event', (t) => {
        t.increments('id');
        /** add, remove */
        t.string('kind', 10).notNullable();
        t.integer('challenge_id').notNullable();
        t.datetime('created_at').notNullable();
      })
      .createTable('live_game', (t) => {
        t.increments('id');
        t.integer('challenge_id').nullable();
        t.integer('black_id')
          .nullable()
          .references('app_user.id')
          .onUpdate('cascade')
          .onDelete('set null');
        t.integer('white_id')
          .nullable()
          .references('app_user.id')
          .onUpdate('cascade')
          .onDelete('set null');
        /** the settings as the challenge gave them (JSON) */
        t.text('settings').notNullable();
        t.string('time_class', 20).notNullable();
        t.boolean('ranked').notNullable();
        /** play, removal, finished */
        t.string('phase', 10).notNullable();
        t.integer('seq').notNullable();
        t.integer('move_count').notNullable();
        t.string('result', 20).nullable();
        t.string('end_reason', 20).nullable();
        t.datetime('started_at').notNullable();
        t.datetime('finished_at').nullable();
        /** the finished game's SGF */
        t.text('sgf').nullable();
        t.index(['phase']);
        t.index(['black_id']);
        t.index(['white_id']);
      })
      .createTable('live_game_event', (t) => {
        t.bigIncrements('id');
        t.integer('game_id')
          .notNullable()
          .references('live_game.id')
          .onUpdate('cascade')
          .onDelete('cascade');
        t.integer('seq').notNullable();
        t.string('kind', 20).notNullable();
        /** black, white, or null for the server (timeout, clock pauses) */
        t.string('actor', 5).nullable();
        t.bigInteger('client_seq').nullable();
        /** the action's fields (JSON) */
        t.text('payload').notNullable();
        /** ms since the epoch, the server's clock */
        t.bigInteger('at_ms').notNullable();
        t.unique(['game_id', 'seq']);
        t.unique(['game_id', 'actor', 'client_seq']);
      })
      .createTable('live_game_chat', (t) => {
        t.increments('id');
        t.integer('game_id')
          .notNullable()
          .references('live_game.id')
          .onUpdate('cascade')
          .onDelete('cascade');
        t.integer('user_id')
          .nullable()
          .references('app_user.id')
          .onUpdate('cascade')
          .onDelete('set null');
        t.string('name', 200).notNullable();
        t.string('text', 500).notNullable();
        t.integer('move_number').notNullable();
        t.datetime('created_at').notNullable();
        t.index(['game_id']);
      })
      .createTable('online_rating', (t) => {
        t.integer('user_id')
          .primary()
          .references('app_user.id')
          .onUpdate('cascade')
          .onDelete('cascade');
        t.double('rating').notNullable();
        t.double('deviation').notNullable();
        t.double('volatility').notNullable();
        t.integer('games').notNullable();
        t.datetime('updated_at').notNullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
