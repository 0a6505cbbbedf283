import Database from 'better-sqlite3';
import { accountKey } from '@domain/account';
import { serverDatabaseUrl } from './server-database';

/**
 * As if `ms` had passed since the account's activation links were sent: dates them back in the
 * running server's database (the e2e server's SQLite file). Returns how many links it moved.
 */
export function ageActivationLinks(email: string, ms: number): number {
  const url = serverDatabaseUrl();
  if (!url.startsWith('sqlite:'))
    throw new Error(`The e2e server's database is not SQLite: ${url}`);
  const db = new Database(url.slice('sqlite:'.length));
  try {
    db.pragma('busy_timeout = 5000');
    return db
      .prepare(
        'update user_code set created_at = created_at - ? ' +
          'where user_id in (select id from app_user where email_key = ?)',
      )
      .run(ms, accountKey(email)).changes;
  } finally {
    db.close();
  }
}
