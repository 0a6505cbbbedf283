import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import type { BenchPlaces } from './statistics-bench';

type Results = Record<string, number | string>;

/** Imports per measure: an even number, so the bench database ends as it began. */
const IMPORTS = 4;
const POLL_MS = 50;

const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (samples: readonly number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor((samples.length - 1) / 2)];

async function timedText(url: string): Promise<{ ms: number; text: string }> {
  const start = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - start, text };
}

/**
 * A small import, as the bench's own writer (the server only sees the data revision move): one
 * player of the busiest city moves to another place and back, one rated tournament is hidden and
 * shown again, so that the default answers of both statistics change every time.
 */
function importer(path: string, places: BenchPlaces): (run: number) => void {
  const db = new Database(path);
  const player = db
    .prepare('select id from player where location_id = ? order by id limit 1')
    .get(places.city) as { id: number };
  const tournament = db
    .prepare(
      "select t.id as id from tournament t where t.visible = 1 and t.federation = 'rgf' and exists " +
        '(select 1 from game g where g.tournament_id = t.id and g.black_rating_before >= 1000 ' +
        'and g.white_rating_before >= 1000) order by t.id limit 1',
    )
    .get() as { id: number };
  const write = db.transaction((run: number) => {
    const away = run % 2 === 0;
    db.prepare('update player set location_id = ? where id = ?').run(
      away ? places.country : places.city,
      player.id,
    );
    db.prepare('update tournament set visible = ? where id = ?').run(away ? 0 : 1, tournament.id);
    db.prepare('update sync_counter set value = value + 1 where id = 1').run();
  });
  return (run) => write(run);
}

/**
 * After each import: how long the first answer of each statistics takes (what a reader waits),
 * and how long until every answer counts the new data (how long they may show the data before).
 */
export async function measureAfterImport(
  results: Results,
  base: string,
  databasePath: string,
  places: BenchPlaces,
): Promise<void> {
  const urls = {
    players: `${base}/players/statistics`,
    tournaments: `${base}/tournaments/statistics`,
    rated: `${base}/tournaments/statistics?min_rating=1000`,
  };
  const firsts = { players: [] as number[], tournaments: [] as number[], rated: [] as number[] };
  const fresh: number[] = [];
  const runImport = importer(databasePath, places);
  for (let run = 0; run < IMPORTS; run++) {
    const before = new Map<string, string>();
    for (const [kind, url] of Object.entries(urls)) before.set(kind, (await timedText(url)).text);
    runImport(run);
    const start = performance.now();
    for (const kind of ['players', 'tournaments', 'rated'] as const)
      firsts[kind].push((await timedText(urls[kind])).ms);
    for (const [kind, url] of Object.entries(urls)) {
      while ((await timedText(url)).text === before.get(kind))
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    fresh.push(performance.now() - start);
  }
  results['api.players_statistics.first_after_import_ms'] = round(median(firsts.players));
  results['api.tournaments_statistics.first_after_import_ms'] = round(median(firsts.tournaments));
  results['api.tournaments_statistics.first_rated_after_import_ms'] = round(median(firsts.rated));
  results['api.statistics.fresh_after_import_ms'] = round(median(fresh));
  console.log(
    `  statistics after an import: first answer players ${round(median(firsts.players))} ms, ` +
      `tournaments ${round(median(firsts.tournaments))} ms, with a rating range ` +
      `${round(median(firsts.rated))} ms; every answer counts the import after ${round(median(fresh))} ms`,
  );
}
