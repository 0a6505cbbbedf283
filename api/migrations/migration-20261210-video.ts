import { Migration } from '@mikro-orm/migrations';

/** Video to SGF: the submitted videos, each a row of the conversion job queue. */
export class Migration20261210Video extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = knex.schema
      .createTable('video_conversion', (t) => {
        t.increments('id');
        t.integer('user_id')
          .notNullable()
          .references('app_user.id')
          .onUpdate('cascade')
          .onDelete('cascade')
          .index();
        t.string('name', 200).notNullable();
        t.string('filename', 255).notNullable();
        t.string('upload_id', 64).notNullable().unique();
        t.bigInteger('size').notNullable();
        t.string('status', 12).notNullable();
        t.integer('progress').notNullable().defaultTo(0);
        t.integer('claims').notNullable().defaultTo(0);
        t.datetime('submitted_at').notNullable().index();
        t.datetime('started_at').nullable();
        t.datetime('heartbeat_at').nullable();
        t.datetime('finished_at').nullable();
        t.text('sgf').nullable();
        t.integer('moves').nullable();
        t.integer('board_size').nullable();
        t.integer('skipped_changes').nullable();
        t.double('duration_seconds').nullable();
        t.text('error').nullable();
        t.index(['status', 'submitted_at']);
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
