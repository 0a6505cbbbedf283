import 'reflect-metadata';
import { loadConfig, parseDatabaseUrl } from '@api/common/config/app-config';
import { createApp } from '@api/create-app';
import { openDatabase } from '@api/database/open-database';

/**
 * Child process of the bench: our API on the bench database, serving the pages of pwaDir at /
 * when given. argv: <sqlite path> <port> [pwaDir].
 */
async function main(): Promise<void> {
  const [path, port, pwaDir] = process.argv.slice(2);
  const orm = await openDatabase(parseDatabaseUrl(`sqlite:${path}`));
  const { accounts } = loadConfig({ PORT: port, DATA_DIR: `${path}-data` });
  const app = await createApp(orm, { logger: false, pwaDir, accounts });
  await app.listen(Number(port), '127.0.0.1');
  process.send?.('ready');
}

void main();
