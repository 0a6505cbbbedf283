import { Migration } from '@mikro-orm/migrations';
import { planUsernameUpgrade, type StoredUsername } from '../src/accounts/username-upgrade';

interface UserRow {
  id: number | string;
  username: string;
  username_key: string;
  status: string;
  roles: string;
}

/** Skeletons written per statement: a CASE over this many ids. */
const BATCH = 500;

/**
 * Usernames' TR39 skeletons in a unique column (look-alike names refused in one indexed lookup),
 * and no username with an @ any more (issue 29). Every account's is computed here, in the
 * migration's transaction; planUsernameUpgrade says which get none and how names with @ are
 * renamed.
 */
export class Migration20261211UsernameSkeletons extends Migration {
  async up(): Promise<void> {
    const knex = this.getKnex();
    const statements = knex.schema
      .alterTable('app_user', (t) => {
        t.text('username_skeleton').nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      await this.execute(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
    const rows = (await this.execute(
      knex('app_user').select('id', 'username', 'username_key', 'status', 'roles'),
    )) as UserRow[];
    const plan = planUsernameUpgrade(rows.map(toStored));
    for (const renamed of plan.filter((p) => p.renamedFrom !== null)) {
      await this.execute(
        knex('app_user')
          .where({ id: renamed.id })
          .update({ username: renamed.username, username_key: renamed.usernameKey }),
      );
    }
    const skeletons = plan.filter((p) => p.usernameSkeleton !== null);
    for (let start = 0; start < skeletons.length; start += BATCH) {
      const batch = skeletons.slice(start, start + BATCH);
      const cases = batch.map(() => 'when ? then ?').join(' ');
      await this.execute(
        knex('app_user')
          .whereIn(
            'id',
            batch.map((p) => p.id),
          )
          .update({
            username_skeleton: knex.raw(
              `case id ${cases} end`,
              batch.flatMap((p) => [p.id, p.usernameSkeleton]),
            ),
          }),
      );
    }
    const index = knex.schema
      .alterTable('app_user', (t) => {
        t.unique(['username_skeleton']);
      })
      .toSQL();
    for (const { sql, bindings } of index) {
      await this.execute(bindings.length ? knex.raw(sql, bindings).toQuery() : sql);
    }
  }
}

function toStored(row: UserRow): StoredUsername {
  return {
    id: Number(row.id),
    username: row.username,
    usernameKey: row.username_key,
    status: row.status,
    roles: row.roles,
  };
}
