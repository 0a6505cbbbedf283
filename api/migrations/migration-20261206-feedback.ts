import { Migration } from '@mikro-orm/migrations';

/**
 * Feedback messages, the files uploaded for them, and e-mails that carry files and a reply
 * address (a feedback goes to the support address with its attachments).
 */
export class Migration20261206Feedback extends Migration {
  up(): void {
    const knex = this.getKnex();
    const statements = [
      ...knex.schema
        .createTable('feedback', (t) => {
          t.increments('id');
          t.string('name', 100).notNullable();
          t.string('email', 254).notNullable();
          t.text('message').notNullable();
          t.datetime('created_at').notNullable().index();
          t.integer('user_id')
            .nullable()
            .references('app_user.id')
            .onDelete('SET NULL')
            .onUpdate('CASCADE')
            .index();
          t.boolean('handled').notNullable().defaultTo(false);
          t.datetime('handled_at').nullable();
        })
        .toSQL(),
      ...knex.schema
        .createTable('stored_file', (t) => {
          t.increments('id');
          t.string('name', 64).notNullable().unique();
          t.string('original_name', 255).notNullable();
          t.string('content_type', 100).notNullable();
          t.integer('size').notNullable();
          t.string('purpose', 20).notNullable();
          t.datetime('uploaded_at').notNullable().index();
          t.integer('uploaded_by_id')
            .nullable()
            .references('app_user.id')
            .onDelete('SET NULL')
            .onUpdate('CASCADE')
            .index();
          t.string('uploader_key', 64).nullable();
          t.integer('feedback_id')
            .nullable()
            .references('feedback.id')
            .onDelete('SET NULL')
            .onUpdate('CASCADE')
            .index();
        })
        .toSQL(),
      ...knex.schema
        .alterTable('mail_queue', (t) => {
          t.string('reply_to', 254).nullable();
          t.text('attachments').nullable();
        })
        .toSQL(),
    ];
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}
