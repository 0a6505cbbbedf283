import 'reflect-metadata';
import { loadConfig, parseDatabaseUrl } from '@api/common/config/app-config';
import { createApp } from '@api/create-app';
import { openDatabase } from '@api/database/open-database';

/**
 * The statistics facts a server loads in the background when it starts (seconds of work on the
 * bench database): asked for in the order the server loads them, the rated games' last, so that
 * the measures see a server that has settled, not one warming up.
 */
const WARM_UP = [
  'players/statistics',
  'tournaments/statistics',
  'tournaments/statistics?min_rating=1000',
];

/**
 * Child process of the bench: our API on the bench database, serving the pages of pwaDir at /
 * when given; ready once its statistics facts are loaded. argv: <sqlite path> <port> [pwaDir].
 */
async function main(): Promise<void> {
  const [path, port, pwaDir] = process.argv.slice(2);
  const orm = await openDatabase(parseDatabaseUrl(`sqlite:${path}`));
  const { accounts } = loadConfig({ PORT: port, DATA_DIR: `${path}-data` });
  const app = await createApp(orm, { logger: false, pwaDir, accounts });
  await app.listen(Number(port), '127.0.0.1');
  for (const url of WARM_UP) {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/${url}`);
    if (!response.ok) throw new Error(`${url} answered ${response.status} while warming up`);
    await response.arrayBuffer();
  }
  process.send?.('ready');
}

void main();
