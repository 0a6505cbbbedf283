import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_USAGE,
  parseAccountsCommand,
  runAccountsCommand,
} from '@api/accounts/admin/admin-role-command';
import { User } from '@api/accounts/entities/user.entity';
import { makeAccount } from './support/admin-accounts';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('npm run accounts -- grant-admin | revoke-admin', () => {
  let db: TestDatabase;
  let ids: Record<'ann' | 'ben' | 'gone', number>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const em = db.orm.em.fork();
    const accounts = {
      ann: makeAccount(em, { username: 'Ann', email: 'Ann@Mail.example', created: '2021-01-01' }),
      ben: makeAccount(em, { username: 'ben', email: 'ben@mail.example', created: '2021-01-02' }),
      gone: makeAccount(em, {
        username: 'gone',
        email: 'gone@mail.example',
        created: '2021-01-03',
        status: 'deleted',
      }),
    };
    await em.flush();
    ids = { ann: accounts.ann.id, ben: accounts.ben.id, gone: accounts.gone.id };
  });
  afterAll(async () => {
    await db.close();
  });

  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const command = parseAccountsCommand(args);
    if (!command) return { code: 2, out, err: [ACCOUNTS_USAGE] };
    const code = await runAccountsCommand(db.orm.em, command, {
      log: (message) => out.push(message),
      error: (message) => err.push(message),
    });
    return { code, out, err };
  };
  const rolesOfId = async (id: number) => (await db.orm.em.fork().findOneOrFail(User, id)).roles;

  it('refuses anything but a command and one login', () => {
    for (const args of [[], ['grant-admin'], ['promote', 'ann'], ['grant-admin', 'a', 'b']]) {
      expect(parseAccountsCommand(args)).toBeNull();
    }
    expect(parseAccountsCommand(['revoke-admin', 'ann'])).toEqual({ grant: false, login: 'ann' });
    expect(ACCOUNTS_USAGE).toBe(
      'Usage: npm run accounts -- <grant-admin|revoke-admin> <username or e-mail>',
    );
  });

  it('grants the admin role by e-mail or username, in any letter case', async () => {
    expect(await run('grant-admin', 'ANN@mail.EXAMPLE')).toEqual({
      code: 0,
      out: [`Granted the admin role to Ann (id ${ids.ann}); roles: user,admin`],
      err: [],
    });
    expect(await rolesOfId(ids.ann)).toBe('user,admin');
    expect(await run('grant-admin', 'BEN')).toMatchObject({ code: 0, err: [] });
    expect(await rolesOfId(ids.ben)).toBe('user,admin');
    expect(await run('grant-admin', 'ann')).toEqual({
      code: 0,
      out: [`Ann (id ${ids.ann}) is already an admin; nothing changed`],
      err: [],
    });
  });

  it('revokes the admin role, but never from the last active admin', async () => {
    expect(await run('revoke-admin', 'ben')).toEqual({
      code: 0,
      out: [`Revoked the admin role from ben (id ${ids.ben}); roles: user`],
      err: [],
    });
    expect(await run('revoke-admin', 'ann')).toEqual({
      code: 1,
      out: [],
      err: [`Ann (id ${ids.ann}): The last administrator cannot lose the admin role`],
    });
    expect(await rolesOfId(ids.ann)).toBe('user,admin');
    expect(await run('revoke-admin', 'ben')).toMatchObject({ code: 0, out: [/is not an admin/] });
  });

  it('exits with 1 and a message for an unknown or deleted account', async () => {
    expect(await run('grant-admin', 'nobody@mail.example')).toEqual({
      code: 1,
      out: [],
      err: ['No account with the username or e-mail "nobody@mail.example"'],
    });
    expect(await run('grant-admin', 'gone')).toMatchObject({ code: 1 });
    expect(await rolesOfId(ids.gone)).toBe('user');
  });
});
