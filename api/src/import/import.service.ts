import { basename } from 'node:path';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { ImportFormat } from './import-model';
import { parseImportFile } from './parsers';
import { readTextFile } from './read-text-file';
import { writeRatingList, type RatingListImportReport } from './rating-list-writer';
import { writeTournamentFile, type TournamentImportReport } from './tournament-writer';

export interface ImportReport {
  file: string;
  format: ImportFormat;
  /** Lines that were skipped, as 'file:line reason'. */
  problems: string[];
  tournament?: TournamentImportReport;
  ratingList?: RatingListImportReport;
}

/**
 * Imports tournament files and rating lists (CLI today, the admin section later). A file is
 * parsed completely first and written in one transaction: a file that can't be read changes
 * nothing, a bad line is reported and skipped. Ratings are recomputed by the caller afterwards.
 */
@Injectable()
export class ImportService {
  constructor(private readonly em: EntityManager) {}

  async importFile(format: ImportFormat, path: string): Promise<ImportReport> {
    return this.importText(format, await readTextFile(path), path);
  }

  async importText(format: ImportFormat, text: string, fileName: string): Promise<ImportReport> {
    const parsed = parseImportFile(format, text, basename(fileName));
    const report: ImportReport = {
      file: fileName,
      format,
      problems: parsed.problems.map((problem) => `${fileName}:${problem.line} ${problem.reason}`),
    };
    await this.em.fork().transactional(async (em) => {
      if (parsed.kind === 'tournament') {
        const { report: written, tournament } = await writeTournamentFile(em, parsed);
        await em.flush();
        report.tournament = { ...written, tournamentId: tournament.id };
      } else {
        report.ratingList = await writeRatingList(em, parsed);
        await em.flush();
      }
    });
    return report;
  }
}
