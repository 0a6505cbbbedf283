import { Migration } from '@mikro-orm/migrations';
import type { Knex } from 'knex';

/** Accounts: users, their sessions, e-mailed codes, reset requests and API tokens. */
export class Migration20261123Accounts extends Migration {
  up(): void {
    this.run(
      this.getKnex().schema.createTable('app_user', (t) => {
        t.increments('id');
        t.string('username', 80).notNullable();
        t.string('username_key', 80).notNullable().unique();
        t.string('email', 254).nullable();
        t.string('email_key', 254).nullable().unique();
        t.text('password_hash').nullable();
        t.string('status', 10).notNullable().defaultTo('pending');
        t.string('roles', 100).notNullable().defaultTo('user');
        t.string('language', 5).notNullable().defaultTo('ru');
        t.string('theme', 5).notNullable().defaultTo('auto');
        t.string('first_name', 60).notNullable().defaultTo('');
        t.string('last_name', 60).notNullable().defaultTo('');
        t.string('middle_name', 60).notNullable().defaultTo('');
        t.integer('birth_day').nullable();
        t.integer('birth_month').nullable();
        t.integer('birth_year').nullable();
        t.integer('location_id')
          .nullable()
          .references('location.id')
          .onDelete('SET NULL')
          .onUpdate('CASCADE');
        t.string('avatar_file', 200).nullable();
        t.datetime('consent_date').nullable();
        t.datetime('created_at').notNullable();
        t.datetime('updated_at').notNullable();
        t.datetime('deletion_scheduled_at').nullable();
      }),
    );
    this.run(
      this.getKnex().schema.createTable('user_session', (t) => {
        t.string('token_hash', 64).primary();
        this.userColumn(t);
        t.datetime('created_at').notNullable();
        t.datetime('expires_at').notNullable();
      }),
    );
    this.run(
      this.getKnex().schema.createTable('user_code', (t) => {
        t.string('code_hash', 64).primary();
        this.userColumn(t);
        t.string('kind', 12).notNullable();
        t.datetime('created_at').notNullable();
        t.datetime('expires_at').notNullable();
        t.datetime('used_at').nullable();
      }),
    );
    this.run(
      this.getKnex().schema.createTable('password_reset_request', (t) => {
        t.string('login_key', 254).primary();
        t.datetime('requested_at').notNullable().index();
      }),
    );
    this.run(
      this.getKnex().schema.createTable('api_token', (t) => {
        t.increments('id');
        this.userColumn(t);
        t.string('name', 60).notNullable();
        t.string('token_hash', 64).notNullable().unique();
        t.datetime('created_at').notNullable();
        t.datetime('last_used_at').nullable();
      }),
    );
  }

  private userColumn(t: Knex.CreateTableBuilder): void {
    t.integer('user_id')
      .notNullable()
      .references('app_user.id')
      .onDelete('CASCADE')
      .onUpdate('CASCADE')
      .index();
  }

  private run(builder: Knex.SchemaBuilder): void {
    for (const { sql, bindings } of builder.toSQL()) {
      this.addSql(bindings.length ? this.getKnex().raw(sql, bindings).toQuery() : sql);
    }
  }
}
