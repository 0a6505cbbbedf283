import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { AccountsConfig } from '@api/common/config/accounts-config';
import { createApp } from '@api/create-app';
import { openDatabase, type Database } from '@api/database/open-database';
import { MailService } from '@api/mail/mail.service';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TEST_ORIGIN } from './test-app';
import { TEST_PASSWORD_HASH_COST } from '../../support/password-hash-cost';

/** One running API instance: its own application and connections to the shared database. */
export interface AppInstance {
  app: NestExpressApplication;
  orm: Database;
  mail: MailService;
  http: () => ReturnType<typeof request>;
  /** Shuts the instance down as the server does (an e-mail being sent is finished). */
  close(): Promise<void>;
}

/** A database and data directory that several instances share, as on a server with replicas. */
export interface SharedSite {
  db: TestDatabase;
  start(smtpUrl: string): Promise<AppInstance>;
  close(): Promise<void>;
}

export async function createSharedSite(): Promise<SharedSite> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'go-test-site-'));
  const running = new Set<AppInstance>();
  return {
    db,
    start: async (smtpUrl) => {
      const accounts: AccountsConfig = {
        passwordHashCost: TEST_PASSWORD_HASH_COST,
        publicUrl: TEST_ORIGIN,
        smtpUrl,
        outboxDir: join(dataDir, 'outbox'),
        uploadsDir: join(dataDir, 'uploads'),
        trustedOrigins: [],
        redisUrl: null,
      };
      const orm = await openDatabase(db.config);
      const app = await createApp(orm, { logger: false, accounts });
      await app.init();
      const instance: AppInstance = {
        app,
        orm,
        mail: app.get(MailService),
        http: () => request(app.getHttpServer()),
        close: async () => {
          if (!running.delete(instance)) return;
          await app.close();
          await orm.close(true);
        },
      };
      running.add(instance);
      return instance;
    },
    close: async () => {
      for (const instance of [...running]) await instance.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
