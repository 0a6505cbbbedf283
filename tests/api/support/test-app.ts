import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EntityManager } from '@mikro-orm/core';
import request from 'supertest';
import { createApp } from '@api/create-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  db: TestDatabase;
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  /** Writes test data in one transaction. */
  seed<T>(build: (em: EntityManager) => Promise<T> | T): Promise<T>;
  close(): Promise<void>;
}

/** The real application on a fresh real database, for one suite. */
export async function createTestApp(): Promise<TestApp> {
  const db = await createTestDatabase();
  const app = await createApp(db.orm, { logger: false });
  await app.init();
  return {
    db,
    app,
    http: () => request(app.getHttpServer()),
    seed: (build) =>
      db.orm.em.fork().transactional(async (em) => {
        const result = await build(em);
        await em.flush();
        return result;
      }),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
