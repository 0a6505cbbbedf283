import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { ImportFormatId, ImportReport, RecomputeResult } from '@sync/contract/admin-imports';
import type { User } from '../../accounts/entities/user.entity';
import { AuditService } from '../../audit/audit.service';
import { ApiError } from '../../common/errors/api-error';
import { ImportService } from '../../import/import.service';
import { UnreadableFileError, type ParsedFile } from '../../import/import-model';
import { recomputeRatings } from '../../rating/recompute/recompute-ratings';
import { checkImportFile, importFormatOf } from './import-file-check';
import { auditDetails, auditTarget, toImportReport } from './import-report';

export interface UploadedImportFile {
  originalname: string;
  buffer: Buffer;
}

/** A file checked and read completely, not written yet. */
export interface ReadImport {
  format: ImportFormatId;
  fileName: string;
  parsed: ParsedFile;
}

/**
 * Imports from the admin section through the CLI's ImportService: the file is checked and read
 * before anything is written, then written in one transaction with its audit row.
 */
@Injectable()
export class AdminImportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly importer: ImportService,
    private readonly audit: AuditService,
  ) {}

  /** 400 BAD_PARAMETERS, 413 FILE_TOO_LARGE, 415 IMPORT_WRONG_TYPE, 400 IMPORT_UNREADABLE. */
  read(formatValue: unknown, file: UploadedImportFile | undefined): ReadImport {
    const format = importFormatOf(formatValue);
    const text = checkImportFile(format, file);
    const fileName = file!.originalname;
    try {
      return { format, fileName, parsed: this.importer.parse(format, text, fileName) };
    } catch (error) {
      if (!(error instanceof UnreadableFileError)) throw error;
      throw new ApiError('importUnreadable', {
        message: `The file cannot be read; nothing was imported: ${error.message}`,
      });
    }
  }

  async write({ format, fileName, parsed }: ReadImport, admin: User): Promise<ImportReport> {
    let result: ImportReport | undefined;
    await this.importer.importParsed(format, parsed, fileName, {
      beforeCommit: (em, written) => {
        result = toImportReport(fileName, parsed, written);
        this.audit.record(em, {
          actor: { id: admin.id, username: admin.username },
          action: 'import',
          target: auditTarget(result),
          details: auditDetails(result),
        });
      },
    });
    return result!;
  }

  /** Every rating again, e.g. after a rating list; one transaction with its audit row. */
  async recompute(admin: User): Promise<RecomputeResult> {
    const report = await recomputeRatings(this.em.fork(), {
      prepare: (em) => {
        this.audit.record(em, {
          actor: { id: admin.id, username: admin.username },
          action: 'ratings.recompute',
        });
        return Promise.resolve();
      },
    });
    return {
      tournaments: report.tournaments,
      games: report.games,
      playersChanged: report.playersChanged,
      ms: Math.round(report.totalMs),
    };
  }
}
