import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { AdminVideoConversion, AdminVideoPage, VideoStatus } from '@sync/contract/video';
import { User } from '../accounts/entities/user.entity';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { ApiError } from '../common/errors/api-error';
import { VideoConversionRow } from './video-conversion.entity';
import { adminVideoConversionOf } from './video-mapping';
import { VideoUploads } from './video-uploads';
import { VideoWorker } from './video-worker';

export interface AdminVideoQuery {
  status?: VideoStatus;
  limit: number;
  offset: number;
}

/** Every user's conversions for admins: the list, a retry, a delete; each change audited. */
@Injectable()
export class VideoAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly uploads: VideoUploads,
    private readonly worker: VideoWorker,
  ) {}

  async list({ status, limit, offset }: AdminVideoQuery): Promise<AdminVideoPage> {
    const em = this.em.fork();
    const [rows, total] = await em.findAndCount(VideoConversionRow, status ? { status } : {}, {
      orderBy: { submittedAt: 'desc', id: 'desc' },
      limit,
      offset,
    });
    const users = await this.usersOf(em, rows);
    return { items: rows.map((row) => this.withUser(row, users)), total, limit, offset };
  }

  /** A done or failed conversion goes back to pending; 409 while it is pending or processing. */
  async retry(id: number, actor: AuditActor): Promise<AdminVideoConversion> {
    const row = await this.em.fork().transactional(async (tx) => {
      const found = await this.find(tx, id);
      if (found.status !== 'done' && found.status !== 'error') {
        throw new ApiError('videoNotRetriable');
      }
      const changed = await tx.nativeUpdate(
        VideoConversionRow,
        { id, status: found.status, claims: found.claims },
        { ...RETRIED, claims: found.claims + 1 },
      );
      if (changed !== 1) throw new ApiError('videoNotRetriable');
      this.audit.record(tx, {
        actor,
        action: 'video.retry',
        target: `video:${id}`,
        details: { name: found.name, status: found.status },
      });
      return tx.findOneOrFail(VideoConversionRow, { id }, { refresh: true });
    });
    this.worker.wake();
    const em = this.em.fork();
    return this.withUser(row, await this.usersOf(em, [row]));
  }

  /** Removes the row (with its audit row), then the video file. */
  async remove(id: number, actor: AuditActor): Promise<void> {
    const row = await this.em.fork().transactional(async (tx) => {
      const found = await this.find(tx, id);
      this.audit.record(tx, {
        actor,
        action: 'video.delete',
        target: `video:${id}`,
        details: { name: found.name, filename: found.filename, userId: found.userId },
      });
      tx.remove(found);
      return found;
    });
    await this.uploads.remove(row.uploadId);
  }

  private async find(em: EntityManager, id: number): Promise<VideoConversionRow> {
    const row = await em.findOne(VideoConversionRow, { id });
    if (!row) throw new ApiError('videoConversionNotFound');
    return row;
  }

  private async usersOf(
    em: EntityManager,
    rows: VideoConversionRow[],
  ): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((row) => row.userId))];
    if (ids.length === 0) return new Map();
    const users = await em.find(User, { id: { $in: ids } }, { fields: ['id', 'username'] });
    return new Map(users.map((user) => [user.id, user.username]));
  }

  private withUser(row: VideoConversionRow, users: Map<number, string>): AdminVideoConversion {
    return adminVideoConversionOf(row, { id: row.userId, username: users.get(row.userId) ?? '' });
  }
}

const RETRIED = {
  status: 'pending',
  progress: 0,
  startedAt: null,
  heartbeatAt: null,
  finishedAt: null,
  sgf: null,
  moves: null,
  boardSize: null,
  skippedChanges: null,
  durationSeconds: null,
  error: null,
} satisfies Partial<VideoConversionRow>;
