import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_RESEND_INTERVAL_MS, accountKey } from '@domain/account';
import { UserCode } from '@api/accounts/entities/user-code.entity';
import { User } from '@api/accounts/entities/user.entity';
import { ServerLogEntry } from '@api/logs/server-log-entry.entity';
import { ServerLog } from '@api/logs/server-log.service';
import { REGISTRATION_FAILED, SEND_EMAIL_FAILED } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'a long enough password';

/**
 * The database really refuses the e-mail: its outbox table is renamed away for a moment, so the
 * transaction that writes an account or a link with its e-mail fails and is rolled back whole.
 */
describe('sign-up and a new activation link when the e-mail cannot be queued', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const execute = (sql: string) => t.db.orm.em.getConnection().execute(sql);
  async function withoutMailQueue(work: () => Promise<void>): Promise<void> {
    await execute('alter table mail_queue rename to mail_queue_away');
    try {
      await work();
    } finally {
      await execute('alter table mail_queue_away rename to mail_queue');
    }
  }
  const register = (username: string) =>
    t
      .http()
      .post('/api/v1/register')
      .send({ username, email: `${username}@example.org`, password: PASSWORD, language: 'en' });
  const accounts = (username: string) =>
    t.db.orm.em.fork().count(User, { usernameKey: accountKey(username) });

  it("answers 500 'Registration failed' and keeps nothing; the same sign-up works later", async () => {
    await withoutMailQueue(async () => {
      const response = await register('unlucky');
      expect(response.status).toBe(500);
      expect(response.body).toEqual(REGISTRATION_FAILED);
    });
    expect(await accounts('unlucky')).toBe(0);
    // the server log names what failed behind the answer
    await t.app.get(ServerLog).idle();
    const logged = await t.db.orm.em
      .fork()
      .find(ServerLogEntry, { status: 500 }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(logged[0]?.message).toMatch(/^Registration failed: .*mail_queue/);
    await register('unlucky').expect(201);
    expect(await accounts('unlucky')).toBe(1);
  });

  it("answers a resend 502 'send email failed, please try again' and keeps the earlier link", async () => {
    await register('waiting').expect(201);
    const user = await t.db.orm.em.fork().findOneOrFail(User, { usernameKey: 'waiting' });
    await t.seed(async (em) => {
      for (const code of await em.find(UserCode, { user: user.id })) {
        code.createdAt = new Date(code.createdAt.getTime() - ACTIVATION_RESEND_INTERVAL_MS - 1000);
      }
    });
    const links = async () =>
      (await t.db.orm.em.fork().find(UserCode, { user: user.id })).map((code) => code.codeHash);
    const before = await links();
    const resend = () =>
      t.http().post('/api/v1/activate/resend').send({ login: 'waiting', password: PASSWORD });
    await withoutMailQueue(async () => {
      const response = await resend();
      expect(response.status).toBe(502);
      expect(response.body).toEqual(SEND_EMAIL_FAILED);
    });
    expect(await links()).toEqual(before);
    expect((await resend().expect(202)).body).toEqual({ status: 'sent' });
    expect(await links()).not.toEqual(before);
  });
});
