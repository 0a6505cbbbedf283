import 'reflect-metadata';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { loadConfig } from './common/config/app-config';
import { createApp } from './create-app';
import { openDatabase } from './database/open-database';
import { seedDemoIfEmpty } from './demo/demo-seeder';

async function main(): Promise<void> {
  const logger = new Logger('Main');
  const config = loadConfig();
  const orm = await openDatabase(config.database);
  if (config.seedDemo) await seedDemoIfEmpty(orm.em, logger);
  const app = await createApp(orm, {
    pwaDir: config.pwaDir,
    localesDir: resolve('locales'),
    accounts: config.accounts,
  });
  if (config.trustProxy !== false) app.set('trust proxy', config.trustProxy);
  app.enableShutdownHooks();
  // An idle kept-alive connection is closed after 65 s, not Node's 5 s: a client (a proxy, a
  // script) reusing one just as the server closes it sees ECONNRESET, which is likelier the
  // shorter the timeout.
  const server = app.getHttpServer();
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await app.listen(config.port);
  logger.log(`Listening on http://localhost:${config.port} (API /api/v1, docs /api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
