import { Migration } from '@mikro-orm/migrations';

/** Scaffolding: the issue-17 helper that owns this file writes the tables. */
export class Migration20261208GameLibrary extends Migration {
  up(): void {
    this.addSql('select 1');
  }
}
