import { testPasswordHash } from '@tests/support/password-hash-cost';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKey } from '@domain/account';
import { usernameSkeleton } from '@domain/account/username-skeleton';
import type { CurrentUser } from '@sync/contract/account';
import { dbDate } from '@api/common/sql/db-values';
import { USER_EXISTS, USERNAME_CONFUSABLE } from './support/expected-errors';
import { createTestAppOn, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

const PASSWORD = 'an old account password';

interface LegacyRow {
  username: string;
  email: string | null;
  status?: string;
  roles?: string;
}

/** Accounts as they could stand before issue 29: names with @, look-alikes, a deleted one, a bot. */
const LEGACY: LegacyRow[] = [
  { username: 'admin', email: 'admin@example.org' },
  { username: '\u0430dmin', email: 'second@example.org' },
  { username: 'victim@example.org', email: 'squatter@example.org' },
  { username: 'ann@mail.ru', email: 'ann@mail.ru' },
  { username: 'ANN_MAIL.RU', email: 'other@example.org' },
  { username: 'deleted-6', email: null, status: 'deleted' },
  { username: 'bot-modern', email: null, roles: 'user,bot' },
];

interface StoredRow {
  id: number;
  username: string;
  username_key: string;
  username_skeleton: string | null;
}

describe('migration 20261211: username skeletons, and no username with @', () => {
  let t: TestApp;
  let rows: StoredRow[];

  beforeAll(async () => {
    const db = await createTestDatabase({ migrateTo: 'Migration20261210Video' });
    const em = db.orm.em.fork();
    const hash = await testPasswordHash(PASSWORD);
    const now = dbDate(em, Date.now());
    await em
      .getKnex()('app_user')
      .insert(
        LEGACY.map((row) => ({
          username: row.username,
          username_key: accountKey(row.username),
          email: row.email,
          email_key: row.email && accountKey(row.email),
          password_hash: row.status === 'deleted' || !row.email ? null : hash,
          status: row.status ?? 'active',
          roles: row.roles ?? 'user',
          created_at: now,
          updated_at: now,
        })),
      );
    await db.orm.getMigrator().up();
    t = await createTestAppOn(db);
    rows = (
      await t.db.orm.em
        .fork()
        .getKnex()('app_user')
        .select('id', 'username', 'username_key', 'username_skeleton')
        .orderBy('id')
    ).map((row: StoredRow) => ({ ...row, id: Number(row.id) }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (login: string) =>
    t.http().post('/api/v1/login').send({ login, password: PASSWORD });

  it('renames usernames with @ and gives every live account its skeleton, the older look-alike only', () => {
    const ann = rows[3].id;
    expect(
      rows.map(({ username, username_key, username_skeleton }) => [
        username,
        username_key,
        username_skeleton,
      ]),
    ).toEqual([
      ['admin', 'admin', usernameSkeleton('admin')],
      ['\u0430dmin', '\u0430dmin', null],
      ['victim_example.org', 'victim_example.org', usernameSkeleton('victim_example.org')],
      [`ann_mail.ru-${ann}`, `ann_mail.ru-${ann}`, usernameSkeleton(`ann_mail.ru-${ann}`)],
      ['ANN_MAIL.RU', 'ann_mail.ru', usernameSkeleton('ANN_MAIL.RU')],
      ['deleted-6', 'deleted-6', null],
      ['bot-modern', 'bot-modern', null],
    ]);
  });

  it('lets a renamed account sign in with its e-mail, as before, or its new name', async () => {
    const byEmail = await login('ann@mail.ru').expect(200);
    expect((byEmail.body as CurrentUser).UserName).toBe(`ann_mail.ru-${rows[3].id}`);
    await login(`ann_mail.ru-${rows[3].id}`).expect(200);
    // Its old name is nobody's e-mail now: the squatter signs in with their own.
    await login('victim@example.org').expect(404);
    const squatter = await login('squatter@example.org').expect(200);
    expect((squatter.body as CurrentUser).ID).toBe(rows[2].id);
  });

  it('refuses look-alikes of the names it kept', async () => {
    const register = (username: string, email: string) =>
      t.http().post('/api/v1/register').send({ username, email, password: PASSWORD });
    expect((await register('adm\u0456n', 'new1@example.org')).body).toEqual(USERNAME_CONFUSABLE);
    expect((await register('Victim_Example.org', 'new2@example.org')).body).toEqual(USER_EXISTS);
  });
});
