import type { EntityManager } from '@mikro-orm/knex';
import { knexOf } from '../../common/sql/knex-of';

const KEY = 'play.clock-heartbeat';

/** The clocks' leader's last sign of life (ms), kept in the database so a restart finds it. */
export async function readHeartbeat(em: EntityManager): Promise<number | null> {
  const row = (await knexOf(em)('app_setting').select('value').where({ key: KEY }).first()) as
    { value: string } | undefined;
  return row ? Number(row.value) : null;
}

export async function writeHeartbeat(em: EntityManager, now: number): Promise<void> {
  await knexOf(em)('app_setting')
    .insert({ key: KEY, value: String(now) })
    .onConflict('key')
    .merge();
}
