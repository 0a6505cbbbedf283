import type { EntityManager } from '@mikro-orm/knex';
import { ImportService, type ImportReport } from '../import/import.service';
import { UnreadableFileError, type ImportFormat } from '../import/import-model';
import { recomputeRatings } from '../rating/recompute/recompute-ratings';

export const IMPORT_FORMATS: readonly ImportFormat[] = ['opengotha', 'h9', 'egf-list', 'aga-list'];

export type ImportOutput = Pick<Console, 'log' | 'warn' | 'error'>;

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

/**
 * Imports the files one by one, then recomputes every rating; the number of files not imported.
 * Each file is one transaction, retried while another writer holds the database (see
 * openDatabase), so a busy database makes the import wait instead of skipping a file.
 */
export async function importFiles(
  em: EntityManager,
  format: ImportFormat,
  files: readonly string[],
  out: ImportOutput,
): Promise<number> {
  const importer = new ImportService(em.fork());
  let failures = 0;
  for (const file of files) {
    try {
      const report = await importer.importFile(format, file);
      out.log(`${file}: ${summary(report)}`);
      for (const problem of report.problems) out.warn(`  skipped ${problem}`);
    } catch (error) {
      failures += 1;
      const reason = error instanceof UnreadableFileError ? error.message : String(error);
      out.error(`${file}: not imported, nothing changed: ${reason}`);
    }
  }
  const ratings = await recomputeRatings(em.fork());
  await em.fork().transactional((tem) => tem.execute('analyze'));
  out.log(
    `Ratings recomputed: ${ratings.tournaments} tournaments, ${ratings.games} games, ` +
      `${ratings.playersChanged} players changed, ${Math.round(ratings.totalMs)} ms`,
  );
  return failures;
}
