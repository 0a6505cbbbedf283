import type { ImportEvent, ImportReport } from '@sync/contract/admin-imports';
import type { ImportReport as ServiceReport } from '../../import/import.service';
import type { ParsedFile } from '../../import/import-model';

/** What a read file holds, told before it is written. */
export function parsedEvent(parsed: ParsedFile): Extract<ImportEvent, { type: 'parsed' }> {
  return {
    type: 'parsed',
    kind: parsed.kind,
    players: parsed.players.length,
    games: parsed.kind === 'tournament' ? parsed.tournament.games.length : 0,
    skipped: parsed.problems.length,
  };
}

/** The importer's report as the admin section reads it, skipped lines as 'line N: reason'. */
export function toImportReport(
  fileName: string,
  parsed: ParsedFile,
  report: ServiceReport,
): ImportReport {
  const { tournament, ratingList } = report;
  return {
    file: fileName,
    format: report.format,
    skipped: parsed.problems.map((problem) => `line ${problem.line}: ${problem.reason}`),
    ...(tournament
      ? {
          tournament: {
            id: tournament.tournamentId!,
            title: tournament.title,
            created: tournament.created,
            players: tournament.players,
            participants: tournament.participants,
            games: tournament.games,
          },
        }
      : {}),
    ...(ratingList ? { ratingList } : {}),
  };
}

/** The audit row's short details: the file, its format and what was written. */
export function auditDetails(report: ImportReport): Record<string, unknown> {
  const { tournament, ratingList } = report;
  return {
    file: report.file,
    format: report.format,
    skipped: report.skipped.length,
    ...(tournament
      ? {
          tournamentId: tournament.id,
          title: tournament.title,
          created: tournament.created,
          players: tournament.players,
          games: tournament.games,
        }
      : {}),
    ...(ratingList
      ? {
          federation: ratingList.federation,
          listDate: ratingList.listDate,
          players: ratingList.players,
          ratings: ratingList.ratings,
        }
      : {}),
  };
}

export function auditTarget(report: ImportReport): string | null {
  if (report.tournament) return `tournament:${report.tournament.id}`;
  if (report.ratingList) return `rating-list:${report.ratingList.federation}`;
  return null;
}
