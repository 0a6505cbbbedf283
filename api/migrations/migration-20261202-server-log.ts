import { Migration } from '@mikro-orm/migrations';

/** The server's error log and the crash screen's reports, with retention. */
export class Migration20261202ServerLog extends Migration {
  up(): void {
    // filled by the issue 16 work on this part
  }
}
