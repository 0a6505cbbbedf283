import type { EntityManager } from '@mikro-orm/knex';
import { AppSetting } from '../database/app-setting.entity';
import { recomputeRatings, type RecomputeReport } from '../rating/recompute/recompute-ratings';
import { writeDemoAccounts } from './demo-accounts';
import { writeDemoBroadcasts } from './demo-broadcasts';
import { writeDemoData, type DemoCounts } from './demo-writer';
import { demoOptions, generateDemoData, type DemoOptions } from './generator/generate-demo-data';

export const DEMO_SETTING = 'demo-data';

export interface DemoSeedReport extends DemoCounts {
  generateMs: number;
  writeMs: number;
  ratings: RecomputeReport;
}

interface Log {
  log(message: string): void;
}

/**
 * Generates a federation and writes it in one transaction (with the demo accounts and
 * broadcasts), then computes every rating.
 */
export async function seedDemo(
  em: EntityManager,
  options: DemoOptions,
  logger?: Log,
): Promise<DemoSeedReport> {
  let started = performance.now();
  const data = generateDemoData(options);
  const generateMs = performance.now() - started;
  logger?.log(
    `Generated ${data.players.length} players and ${data.tournaments.length} tournaments in ${Math.round(generateMs)} ms`,
  );
  started = performance.now();
  const counts = await em.fork().transactional(async (tem) => {
    const written = await writeDemoData(tem, data);
    await writeDemoAccounts(tem);
    await writeDemoBroadcasts(tem, options);
    tem.create(AppSetting, {
      key: DEMO_SETTING,
      value: JSON.stringify({ seed: options.seed, today: options.today, ...written }),
    });
    await tem.flush();
    return written;
  });
  const writeMs = performance.now() - started;
  logger?.log(`Wrote ${counts.games} games in ${Math.round(writeMs)} ms; computing ratings`);
  const ratings = await recomputeRatings(em.fork());
  // Fresh statistics for the query planner after the bulk load (the same statement on both databases).
  await em.getConnection().execute('analyze');
  logger?.log(
    `Computed ratings: ${ratings.entries} rating entries in ${Math.round(ratings.totalMs)} ms`,
  );
  return { ...counts, generateMs, writeMs, ratings };
}

/** First start: an empty database gets the demo federation (the UI labels it as demo data). */
export async function seedDemoIfEmpty(
  em: EntityManager,
  logger: Log,
  today = new Date(),
): Promise<boolean> {
  const rows: unknown = await em.getConnection().execute('select count(*) as n from player');
  if (Number((rows as Array<{ n: number | string }>)[0]?.n ?? 0) > 0) return false;
  logger.log('Empty database: generating demo data');
  await seedDemo(em, demoOptions(today.toISOString().slice(0, 10)), logger);
  return true;
}
