import { Migration } from '@mikro-orm/migrations';
import type { Knex } from '@mikro-orm/knex';
import { GAME_RESULTS } from '@domain/game/game-result';
import { LOCATION_KINDS } from '../src/locations/location.entity';
import { TOURNAMENT_STATUSES } from '../src/tournaments/tournament.entity';

/**
 * The initial schema, written with knex's schema builder so that one migration produces the
 * right SQL for both SQLite and PostgreSQL.
 */
export class Migration20261121Initial extends Migration {
  up(): void {
    const schema = (): Knex.SchemaBuilder => this.getKnex().schema;
    const statements = [
      schema().createTable('sync_counter', (t) => {
        t.integer('id').notNullable().primary();
        t.integer('value').notNullable();
      }),
      schema().createTable('location', (t) => {
        t.increments('id');
        t.integer('parent_id')
          .nullable()
          .references('location.id')
          .onDelete('SET NULL')
          .onUpdate('CASCADE');
        t.enu('kind', LOCATION_KINDS).notNullable();
        t.string('name', 200).notNullable();
        t.string('name_latin', 200).notNullable();
        t.string('code', 8).nullable();
        t.integer('rev').notNullable().defaultTo(0);
        t.index(['parent_id']);
        t.index(['code']);
        t.index(['rev']);
      }),
      schema().createTable('tournament', (t) => {
        t.increments('id');
        t.string('code', 20).nullable().unique();
        t.string('title', 300).notNullable();
        t.string('title_latin', 300).notNullable();
        t.integer('location_id')
          .nullable()
          .references('location.id')
          .onDelete('SET NULL')
          .onUpdate('CASCADE');
        t.string('start_date', 10).notNullable();
        t.string('end_date', 10).notNullable();
        t.enu('status', TOURNAMENT_STATUSES).notNullable();
        t.string('tournament_class', 2).nullable();
        t.string('federation', 10).notNullable().defaultTo('rgf');
        t.boolean('ranked').notNullable().defaultTo(true);
        t.boolean('online').notNullable().defaultTo(false);
        t.integer('rounds').notNullable();
        t.string('handicap_rule', 40).nullable();
        t.double('komi').nullable();
        t.integer('board_size').notNullable().defaultTo(19);
        t.integer('team_size').notNullable().defaultTo(1);
        t.string('time_control', 200).nullable();
        t.boolean('pinned').notNullable().defaultTo(false);
        t.boolean('visible').notNullable().defaultTo(true);
        t.text('description').nullable();
        t.integer('player_count').notNullable().defaultTo(0);
        t.integer('game_count').notNullable().defaultTo(0);
        t.string('search_text', 300).notNullable();
        t.string('ratings_hash', 40).nullable();
        t.integer('rev').notNullable().defaultTo(0);
        t.index(['location_id']);
        t.index(['start_date']);
        t.index(['end_date']);
        t.index(['federation']);
        t.index(['rev']);
      }),
      schema().createTable('player', (t) => {
        t.increments('id');
        t.string('last_name', 100).notNullable();
        t.string('first_name', 100).notNullable();
        t.string('last_name_latin', 100).notNullable();
        t.string('first_name_latin', 100).notNullable();
        t.string('nickname', 100).nullable();
        t.integer('location_id')
          .nullable()
          .references('location.id')
          .onDelete('SET NULL')
          .onUpdate('CASCADE');
        t.integer('birth_year').nullable();
        t.string('rank', 8).nullable();
        t.integer('egd_pin').nullable().unique();
        t.integer('aga_id').nullable().unique();
        t.string('start_date', 10).nullable();
        t.string('last_update', 10).nullable();
        t.integer('last_tournament_id').nullable();
        t.string('last_tournament_date', 10).nullable();
        t.double('rgf_rating').nullable();
        t.double('rgf_deviation').nullable();
        t.double('egf_rating').nullable();
        t.double('glicko_rating').nullable();
        t.double('glicko_deviation').nullable();
        t.double('glicko_volatility').nullable();
        t.string('search_text', 500).notNullable();
        t.string('match_key', 300).notNullable();
        t.integer('rev').notNullable().defaultTo(0);
        t.index(['last_name', 'first_name']);
        t.index(['location_id', 'rgf_rating']);
        t.index(['location_id', 'egf_rating']);
        t.index(['location_id', 'glicko_rating']);
        t.index(['rgf_rating']);
        t.index(['egf_rating']);
        t.index(['glicko_rating']);
        t.index(['match_key']);
        t.index(['rev']);
      }),
      schema().createTable('tournament_player', (t) => {
        t.increments('id');
        t.integer('tournament_id')
          .notNullable()
          .references('tournament.id')
          .onDelete('CASCADE')
          .onUpdate('CASCADE');
        t.integer('player_id')
          .notNullable()
          .references('player.id')
          .onDelete('CASCADE')
          .onUpdate('CASCADE');
        t.integer('place').nullable();
        t.double('wins').nullable();
        t.string('rank', 8).nullable();
        t.double('declared_rating').nullable();
        t.double('rating_before').nullable();
        t.double('deviation_before').nullable();
        t.double('rating_after').nullable();
        t.double('deviation_after').nullable();
        t.unique(['tournament_id', 'player_id']);
        t.index(['player_id']);
      }),
      schema().createTable('game', (t) => {
        t.increments('id');
        t.integer('tournament_id')
          .nullable()
          .references('tournament.id')
          .onDelete('CASCADE')
          .onUpdate('CASCADE');
        t.integer('round').notNullable().defaultTo(1);
        t.integer('black_id')
          .notNullable()
          .references('player.id')
          .onDelete('CASCADE')
          .onUpdate('CASCADE');
        t.integer('white_id')
          .notNullable()
          .references('player.id')
          .onDelete('CASCADE')
          .onUpdate('CASCADE');
        t.boolean('colors_known').notNullable().defaultTo(true);
        t.integer('handicap').notNullable().defaultTo(0);
        t.double('komi').nullable();
        t.enu('result', GAME_RESULTS).notNullable();
        t.string('date', 10).notNullable();
        t.double('sort_key').notNullable();
        t.boolean('has_sgf').notNullable().defaultTo(false);
        t.index(['tournament_id', 'round']);
        t.index(['black_id']);
        t.index(['white_id']);
        t.index(['sort_key']);
      }),
      schema().createTable('rating_entry', (t) => {
        t.increments('id');
        t.integer('player_id')
          .notNullable()
          .references('player.id')
          .onDelete('CASCADE')
          .onUpdate('CASCADE');
        t.string('federation', 10).notNullable();
        t.string('date', 10).notNullable();
        t.integer('tournament_id')
          .nullable()
          .references('tournament.id')
          .onDelete('CASCADE')
          .onUpdate('CASCADE');
        t.double('rating').notNullable();
        t.double('deviation').nullable();
        t.double('volatility').nullable();
        t.string('source', 12).notNullable();
        t.index(['player_id', 'federation', 'date']);
        t.index(['federation', 'source']);
        t.index(['tournament_id']);
      }),
      schema().createTable('tombstone', (t) => {
        t.increments('id');
        t.string('collection', 40).notNullable();
        t.integer('entity_id').notNullable();
        t.integer('rev').notNullable();
        t.index(['collection', 'rev']);
      }),
      schema().createTable('app_setting', (t) => {
        t.text('key').notNullable().primary();
        t.text('value').notNullable();
      }),
    ];
    for (const statement of statements) this.addStatements(statement);
    this.addSql(this.getKnex()('sync_counter').insert({ id: 1, value: 0 }));
  }

  private addStatements(builder: Knex.SchemaBuilder): void {
    for (const { sql, bindings } of builder.toSQL()) {
      this.addSql(bindings.length ? this.getKnex().raw(sql, bindings).toQuery() : sql);
    }
  }
}
