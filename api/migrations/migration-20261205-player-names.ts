import { Migration } from '@mikro-orm/migrations';

/** Players' names in Chinese. */
export class Migration20261205PlayerNames extends Migration {
  up(): void {
    // filled by the issue 16 work on this part
  }
}
