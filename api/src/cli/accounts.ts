import 'reflect-metadata';
import {
  ACCOUNTS_USAGE,
  parseAccountsCommand,
  runAccountsCommand,
} from '../accounts/admin/admin-role-command';
import { loadConfig } from '../common/config/app-config';
import { CLI_DATABASE_OPTIONS } from '../database/database-options';
import { openDatabase } from '../database/open-database';

/** Grants or revokes the admin role on the configured database (DATABASE_URL). */
async function main(args: string[]): Promise<number> {
  const command = parseAccountsCommand(args);
  if (!command) {
    console.error(ACCOUNTS_USAGE);
    return 2;
  }
  const orm = await openDatabase(loadConfig().database, CLI_DATABASE_OPTIONS);
  try {
    return await runAccountsCommand(orm.em, command, console);
  } finally {
    await orm.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
