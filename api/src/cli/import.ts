import 'reflect-metadata';
import { loadConfig } from '../common/config/app-config';
import { CLI_DATABASE_OPTIONS } from '../database/database-options';
import { openDatabase } from '../database/open-database';
import type { ImportFormat } from '../import/import-model';
import { IMPORT_FORMATS, importFiles } from './import-files';

const USAGE = `Usage: npm run import -- <${IMPORT_FORMATS.join('|')}> <file> [file ...]`;

/** Imports files into the configured database (DATABASE_URL), then recomputes all ratings. */
async function main(args: string[]): Promise<number> {
  const [format, ...files] = args;
  if (!format || !IMPORT_FORMATS.includes(format as ImportFormat) || files.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const orm = await openDatabase(loadConfig().database, {
    ...CLI_DATABASE_OPTIONS,
    busyRetry: {
      ...CLI_DATABASE_OPTIONS.busyRetry,
      onBusy: ({ attempt }) => {
        if (attempt === 1) console.warn('The database is busy (another writer); waiting for it...');
      },
    },
  });
  try {
    const failures = await importFiles(orm.em, format as ImportFormat, files, console);
    return failures > 0 ? 1 : 0;
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
