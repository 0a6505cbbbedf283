import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import argon2 from 'argon2';
import type { UserList } from '@sync/contract/account';
import { User } from '@api/accounts/entities/user.entity';
import { DEMO_PASSWORD, writeDemoAccounts } from '@api/demo/demo-accounts';
import { seedDemo, seedDemoIfEmpty } from '@api/demo/demo-seeder';
import { sessionCookieOf } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/** A small federation: the accounts don't depend on its size. */
const SMALL_DEMO = {
  seed: 7,
  players: 40,
  tournaments: 4,
  targetGames: 120,
  firstYear: 2024,
  today: '2026-11-21',
};

describe('demo accounts written with the demo data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db.orm.em.fork(), SMALL_DEMO);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const accounts = () => t.db.orm.em.fork().find(User, {}, { orderBy: { id: 'asc' } });

  it('creates an active admin, user and broadcaster, in Russian', async () => {
    const users = await accounts();
    expect(
      users.map((u) => ({
        username: u.username,
        usernameKey: u.usernameKey,
        email: u.email,
        emailKey: u.emailKey,
        roles: u.roles,
        status: u.status,
        language: u.language,
      })),
    ).toEqual([
      {
        username: 'admin',
        usernameKey: 'admin',
        email: 'admin@example.org',
        emailKey: 'admin@example.org',
        roles: 'user,admin',
        status: 'active',
        language: 'ru',
      },
      {
        username: 'demo',
        usernameKey: 'demo',
        email: 'demo@example.org',
        emailKey: 'demo@example.org',
        roles: 'user',
        status: 'active',
        language: 'ru',
      },
      {
        username: 'broadcaster',
        usernameKey: 'broadcaster',
        email: 'broadcaster@example.org',
        emailKey: 'broadcaster@example.org',
        roles: 'user,broadcaster',
        status: 'active',
        language: 'ru',
      },
    ]);
  });

  it('stores argon2id hashes of the demo password', async () => {
    expect(DEMO_PASSWORD).toBe('demo-password');
    for (const user of await accounts()) {
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await argon2.verify(user.passwordHash!, 'demo-password')).toBe(true);
      expect(await argon2.verify(user.passwordHash!, 'Demo-password')).toBe(false);
    }
  });

  it('gives the demo admin the admin endpoints and the demo user and broadcaster none of them', async () => {
    const [admin, demo, broadcaster] = await accounts();
    const listed = await t
      .http()
      .get('/api/v1/users')
      .set('Cookie', await sessionCookieOf(t, admin))
      .expect(200);
    expect((listed.body as UserList).items.map((item) => item.UserName)).toEqual([
      'admin',
      'broadcaster',
      'demo',
    ]);
    for (const user of [demo, broadcaster]) {
      await t
        .http()
        .get('/api/v1/users')
        .set('Cookie', await sessionCookieOf(t, user))
        .expect(403);
    }
  });

  it('adds nothing when written again, and keeps the stored hashes', async () => {
    const before = await accounts();
    const created = await t.db.orm.em.fork().transactional((em) => writeDemoAccounts(em));
    expect(created).toBe(0);
    const after = await accounts();
    expect(after.map((u) => [u.id, u.username, u.passwordHash, u.updatedAt.getTime()])).toEqual(
      before.map((u) => [u.id, u.username, u.passwordHash, u.updatedAt.getTime()]),
    );
    expect(await seedDemoIfEmpty(t.db.orm.em.fork(), { log: () => undefined })).toBe(false);
    expect(await accounts()).toHaveLength(3);
  });

  it('leaves a taken username or e-mail alone and adds only what is missing', async () => {
    const em = t.db.orm.em.fork();
    await em.nativeDelete(User, {});
    const now = new Date();
    em.create(User, {
      username: 'Demo',
      usernameKey: 'demo',
      email: 'someone@mail.example',
      emailKey: 'someone@mail.example',
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    expect(await t.db.orm.em.fork().transactional((tem) => writeDemoAccounts(tem))).toBe(2);
    const users = await accounts();
    expect(users.map((u) => [u.username, u.email, u.roles])).toEqual([
      ['Demo', 'someone@mail.example', 'user'],
      ['admin', 'admin@example.org', 'user,admin'],
      ['broadcaster', 'broadcaster@example.org', 'user,broadcaster'],
    ]);
  });
});
