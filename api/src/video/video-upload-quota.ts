import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { ERRORS } from '@domain/errors/error-catalogue';
import type { UsageLimits } from '../common/config/usage-limits-config';
import { USAGE_LIMITS } from '../common/config/usage-limits.provider';
import { ApiError } from '../common/errors/api-error';
import { VideoConversionRow } from './video-conversion.entity';
import { VideoUploads } from './video-uploads';

const MIB = 1024 ** 2;
const GIB = 1024 ** 3;

/** A byte limit in words: '10 GiB', '500 MiB', '10000 bytes'. */
export function bytesWords(bytes: number): string {
  if (bytes % GIB === 0) return `${bytes / GIB} GiB`;
  if (bytes % MIB === 0) return `${bytes / MIB} MiB`;
  return `${bytes} bytes`;
}

/**
 * A user's share of the video uploads: at most VIDEO_UPLOADS_PER_USER uploads not submitted yet,
 * and at most VIDEO_BYTES_PER_USER bytes of videos on the server, every upload counted by the
 * length announced at its creation until it is cancelled, swept or its conversion deleted. A
 * user's creations are checked and made one at a time on this instance, so uploads begun at once
 * can't all slip under the limits.
 */
@Injectable()
export class VideoUploadQuota {
  /** the creation under way (or last begun) of each user */
  private readonly creating = new Map<number, Promise<unknown>>();

  constructor(
    private readonly em: EntityManager,
    private readonly uploads: VideoUploads,
    @Inject(USAGE_LIMITS) private readonly limits: UsageLimits,
  ) {}

  /**
   * Runs `create` (the tus creation of an upload of `length` bytes) once the user's earlier
   * creations are done and the user may have it: else 409 VIDEO_UPLOADS_FULL or 413
   * VIDEO_STORAGE_FULL, before any byte is sent.
   */
  reserve<T>(userId: number, length: number, create: () => Promise<T>): Promise<T> {
    const earlier = this.creating.get(userId) ?? Promise.resolve();
    const run = earlier.then(async () => {
      await this.check(userId, length);
      return create();
    });
    const settled = run.catch(() => undefined);
    this.creating.set(userId, settled);
    void settled.then(() => {
      if (this.creating.get(userId) === settled) this.creating.delete(userId);
    });
    return run;
  }

  private async check(userId: number, length: number): Promise<void> {
    const owned = await this.uploads.ownedBy(userId);
    const submitted = owned.length
      ? await this.em
          .fork()
          .find(
            VideoConversionRow,
            { uploadId: { $in: owned.map((upload) => upload.id) } },
            { fields: ['uploadId'] },
          )
      : [];
    const { videoUploadsPerUser: maxWaiting, videoBytesPerUser: maxBytes } = this.limits;
    if (owned.length - submitted.length >= maxWaiting) {
      const message = `${ERRORS.videoUploadsFull.message} (at most ${maxWaiting})`;
      throw new ApiError('videoUploadsFull', { message });
    }
    const bytes = owned.reduce((sum, upload) => sum + upload.size, 0);
    if (bytes + length > maxBytes) {
      const message = `${ERRORS.videoStorageFull.message} (at most ${bytesWords(maxBytes)})`;
      throw new ApiError('videoStorageFull', { message });
    }
  }
}
