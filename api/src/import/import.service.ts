import { basename } from 'node:path';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { ImportFormat, ParsedFile } from './import-model';
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

export interface ImportOptions {
  /**
   * Runs inside the import's transaction after the rows are written (e.g. the audit row of who
   * imported it), so both commit or fail together.
   */
  beforeCommit?: (em: EntityManager, report: ImportReport) => Promise<void> | void;
}

/**
 * Imports tournament files and rating lists (the CLI and the admin section's uploads). A file is
 * parsed completely first and written in one transaction: a file that can't be read changes
 * nothing, a bad line is reported and skipped. Ratings are recomputed by the caller afterwards.
 */
@Injectable()
export class ImportService {
  constructor(private readonly em: EntityManager) {}

  async importFile(format: ImportFormat, path: string): Promise<ImportReport> {
    return this.importText(format, await readTextFile(path), path);
  }

  async importText(
    format: ImportFormat,
    text: string,
    fileName: string,
    options: ImportOptions = {},
  ): Promise<ImportReport> {
    return this.importParsed(format, this.parse(format, text, fileName), fileName, options);
  }

  /** Reads a file completely without writing; throws UnreadableFileError when it can't be read. */
  parse(format: ImportFormat, text: string, fileName: string): ParsedFile {
    return parseImportFile(format, text, basename(fileName));
  }

  /** Writes a parsed file in one transaction. */
  async importParsed(
    format: ImportFormat,
    parsed: ParsedFile,
    fileName: string,
    options: ImportOptions = {},
  ): Promise<ImportReport> {
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
      if (options.beforeCommit) {
        await options.beforeCommit(em, report);
        await em.flush();
      }
    });
    return report;
  }
}
