import type { ReadStream } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import {
  FEEDBACK_FORMATS,
  FEEDBACK_MAX_FILE_SIZE,
  type FileDetails,
  type FileFormats,
  type FileList,
  type UploadedFileName,
} from '@sync/contract/files';
import { User } from '../accounts/entities/user.entity';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../common/config/accounts-config';
import { ApiError } from '../common/errors/api-error';
import type { SortOrder } from '../common/validation/pagination.dto';
import { contentTypeOf, feedbackFormatOf } from './file-content';
import { fileDetailsOf } from './file-details';
import { FileStorage } from './file-storage';
import { StoredFile } from './stored-file.entity';

/** Who sends an upload or a feedback: the signed-in user, else the uploader cookie's key hash. */
export interface FileSender {
  user: User | null;
  uploaderKeyHash: string | null;
}

export interface ReceivedFile {
  originalname: string;
  buffer: Buffer;
}

const ORIGINAL_NAME_LENGTH = 255;

/** The sender's file name without folders or control characters, cut to its column. */
function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, ORIGINAL_NAME_LENGTH);
}

/** Feedback attachments: upload (checked by content), the admins' list, download and delete. */
@Injectable()
export class FilesService {
  readonly storage: FileStorage;

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
  ) {
    this.storage = new FileStorage(config.uploadsDir);
  }

  formats(): FileFormats {
    return { Formats: [...FEEDBACK_FORMATS], MaxSize: FEEDBACK_MAX_FILE_SIZE };
  }

  /**
   * Stores one attachment: 400 without a file, 413 over the size, 400 for an extension not
   * allowed or content that is not what the extension says.
   */
  async upload(file: ReceivedFile | undefined, sender: FileSender): Promise<UploadedFileName> {
    if (!file || file.buffer.length === 0) throw new ApiError('invalidRequestData');
    if (file.buffer.length > FEEDBACK_MAX_FILE_SIZE) throw new ApiError('fileTooLarge');
    const originalName = cleanOriginalName(file.originalname);
    const format = feedbackFormatOf(originalName);
    if (!format) throw new ApiError('fileFormatNotAllowed');
    const contentType = contentTypeOf(format, file.buffer);
    if (!contentType) throw new ApiError('fileContentMismatch');
    const name = FileStorage.newName(format);
    await this.storage.write(name, file.buffer);
    try {
      const em = this.em.fork();
      em.create(StoredFile, {
        name,
        originalName,
        contentType,
        size: file.buffer.length,
        purpose: 'feedback',
        uploadedAt: new Date(),
        uploadedBy: sender.user ? em.getReference(User, sender.user.id) : null,
        uploaderKey: sender.user ? null : sender.uploaderKeyHash,
        feedback: null,
      });
      await em.flush();
    } catch (error) {
      await this.storage.remove(name);
      throw error;
    }
    return { Name: name };
  }

  async list(limit: number, offset: number, order: SortOrder): Promise<FileList> {
    const [files, total] = await this.em
      .fork()
      .findAndCount(
        StoredFile,
        {},
        { orderBy: { uploadedAt: order, id: order }, limit, offset, populate: ['uploadedBy'] },
      );
    return { items: files.map(fileDetailsOf), total, limit, offset };
  }

  async details(id: number): Promise<FileDetails> {
    return fileDetailsOf(await this.find(this.em.fork(), id));
  }

  /** The file's row and its bytes; 404 when either is gone. */
  async open(id: number): Promise<{ file: StoredFile; stream: ReadStream }> {
    const file = await this.find(this.em.fork(), id);
    const stream = await this.storage.open(file.name);
    if (!stream) throw new ApiError('fileNotFound');
    return { file, stream };
  }

  /** Removes the row (with its audit row) and then the file. */
  async remove(id: number, actor: AuditActor): Promise<void> {
    const file = await this.em.fork().transactional(async (tx) => {
      const found = await this.find(tx, id);
      this.audit.record(tx, {
        actor,
        action: 'file.delete',
        target: `file:${id}`,
        details: { name: found.name, originalName: found.originalName },
      });
      tx.remove(found);
      return found;
    });
    await this.storage.remove(file.name);
  }

  /**
   * Attaches the uploads named to the feedback within `tx`: each must be an unattached upload of
   * this sender, else 400 'Invalid request data' (and the transaction rolls back).
   */
  async attach(
    tx: EntityManager,
    names: readonly string[],
    sender: FileSender,
    feedbackId: number,
  ): Promise<StoredFile[]> {
    if (names.length === 0) return [];
    if (!sender.user && !sender.uploaderKeyHash) throw new ApiError('invalidRequestData');
    const owner = sender.user
      ? { uploadedBy: sender.user.id }
      : { uploadedBy: null, uploaderKey: sender.uploaderKeyHash };
    const files = await tx.find(
      StoredFile,
      { name: { $in: [...names] }, feedback: null, purpose: 'feedback', ...owner },
      { orderBy: { id: 'asc' } },
    );
    if (files.length !== names.length) throw new ApiError('invalidRequestData');
    for (const file of files) {
      // conditional, so a file swept or attached meanwhile is refused rather than taken twice
      const changed = await tx.nativeUpdate(
        StoredFile,
        { id: file.id, feedback: null },
        { feedback: feedbackId },
      );
      if (changed !== 1) throw new ApiError('invalidRequestData');
    }
    return files;
  }

  private async find(em: EntityManager, id: number): Promise<StoredFile> {
    const file = await em.findOne(StoredFile, { id }, { populate: ['uploadedBy'] });
    if (!file) throw new ApiError('fileNotFound');
    return file;
  }
}
