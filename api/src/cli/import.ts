import 'reflect-metadata';
import { loadConfig } from '../common/config/app-config';
import { openDatabase } from '../database/open-database';
import { ImportService, type ImportReport } from '../import/import.service';
import { UnreadableFileError, type ImportFormat } from '../import/import-model';
import { recomputeRatings } from '../rating/recompute/recompute-ratings';

const FORMATS: readonly ImportFormat[] = ['opengotha', 'h9', 'egf-list', 'aga-list'];
const USAGE = `Usage: npm run import -- <${FORMATS.join('|')}> <file> [file ...]`;

function summary(report: ImportReport): string {
  if (report.tournament) {
    const t = report.tournament;
    return (
      `${t.created ? 'new' : 'updated'} tournament "${t.title}": players ${t.players.created} new, ` +
      `${t.players.matched} found again; standings +${t.participants.created} ~${t.participants.updated} ` +
      `-${t.participants.removed}; games +${t.games.created} ~${t.games.updated} -${t.games.removed}`
    );
  }
  const list = report.ratingList!;
  return (
    `${list.federation} rating list of ${list.listDate}: players ${list.players.created} new, ` +
    `${list.players.matched} found again; ratings +${list.ratings.created} ~${list.ratings.updated} -${list.ratings.removed}`
  );
}

/** Imports files into the configured database (DATABASE_URL), then recomputes all ratings. */
async function main(args: string[]): Promise<number> {
  const [format, ...files] = args;
  if (!format || !FORMATS.includes(format as ImportFormat) || files.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const orm = await openDatabase(loadConfig().database);
  let failures = 0;
  try {
    const importer = new ImportService(orm.em.fork());
    for (const file of files) {
      try {
        const report = await importer.importFile(format as ImportFormat, file);
        console.log(`${file}: ${summary(report)}`);
        for (const problem of report.problems) console.warn(`  skipped ${problem}`);
      } catch (error) {
        failures += 1;
        const reason = error instanceof UnreadableFileError ? error.message : String(error);
        console.error(`${file}: not imported, nothing changed: ${reason}`);
      }
    }
    const ratings = await recomputeRatings(orm.em.fork());
    await orm.em.getConnection().execute('analyze');
    console.log(
      `Ratings recomputed: ${ratings.tournaments} tournaments, ${ratings.games} games, ` +
        `${ratings.playersChanged} players changed, ${Math.round(ratings.totalMs)} ms`,
    );
  } finally {
    await orm.close();
  }
  return failures > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
