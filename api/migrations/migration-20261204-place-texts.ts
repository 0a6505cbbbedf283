import { Migration } from '@mikro-orm/migrations';

/** The place text of imported tournaments and players that matched no city of the tree. */
export class Migration20261204PlaceTexts extends Migration {
  up(): void {
    // filled by the issue 16 work on this part
  }
}
