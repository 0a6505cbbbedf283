import { Migration } from '@mikro-orm/migrations';

/** What tournament processing needs to restore a tournament's previous status. */
export class Migration20261203TournamentProcessing extends Migration {
  up(): void {
    // filled by the issue 16 work on this part
  }
}
