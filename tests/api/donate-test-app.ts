import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DonateSettings } from '@api/common/config/donate-config';
import { createApp } from '@api/create-app';
import { TEST_ORIGIN } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The provider's servers are out of our reach, so the donation tests sign notifications
 * themselves with the terminal password the test app is configured with.
 */
export const TEST_TBANK: DonateSettings = {
  terminalKey: 'TestTerminalDEMO',
  password: 'test-terminal-password',
  widgetUrl: 'https://widget.example.test/tinkoff_v2.js',
};

export interface DonateTestApp {
  db: TestDatabase;
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The real application on a fresh database with the given T-Bank settings (none: unset). */
export async function createDonateTestApp(donate?: DonateSettings): Promise<DonateTestApp> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'go-test-donate-'));
  const app = await createApp(db.orm, {
    logger: false,
    accounts: {
      publicUrl: TEST_ORIGIN,
      smtpUrl: null,
      outboxDir: join(dataDir, 'outbox'),
      uploadsDir: join(dataDir, 'uploads'),
      trustedOrigins: [],
      redisUrl: null,
      donate,
    },
  });
  await app.init();
  return {
    db,
    app,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs a notification as the provider documents it, written here apart from the API's code:
 * top-level scalar fields and the password, sorted by key, values joined, SHA-256 hex.
 */
export function signedByTest<T extends Record<string, unknown>>(
  fields: T,
  password = TEST_TBANK.password ?? '',
): T & { Token: string } {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    // nested objects and arrays are not signed; a Password of the body is not ours to sign
    if (key === 'Password') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      pairs.push([key, String(value)]);
    }
  }
  pairs.push(['Password', password]);
  pairs.sort(([a], [b]) => (a < b ? -1 : 1));
  const text = pairs.map(([, value]) => value).join('');
  return { ...fields, Token: createHash('sha256').update(text).digest('hex') };
}

/** A notification as the provider sends one (the documented fields), for our terminal. */
export function notification(paymentId: number, status: string, amount: number) {
  return {
    TerminalKey: TEST_TBANK.terminalKey,
    OrderId: `donation-${paymentId}`,
    Success: true,
    Status: status,
    PaymentId: paymentId,
    ErrorCode: '0',
    Amount: amount,
    CardId: 322264,
    Pan: '430000******0777',
    ExpDate: '1130',
  };
}
