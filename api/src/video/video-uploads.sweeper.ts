import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { Repeater } from '../common/scheduling/repeater';
import { VideoConversionRow } from './video-conversion.entity';
import { VideoUploads } from './video-uploads';

/** Uploads never submitted (finished or not) are removed this long after they began. */
export const UNSUBMITTED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Removes video uploads no conversion names, a day after they began: at start, then hourly. */
@Injectable()
export class VideoUploadsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('VideoUploads');
  private readonly repeater = new Repeater(
    'Sweeping video uploads',
    () => SWEEP_INTERVAL_MS,
    () => this.sweepAndLog(),
  );

  constructor(
    private readonly em: EntityManager,
    private readonly uploads: VideoUploads,
  ) {}

  onApplicationBootstrap(): void {
    void this.repeater.runOnce();
    this.repeater.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.repeater.stop();
  }

  /** Removes the unsubmitted uploads begun a day before `now`; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    const old = await this.uploads.createdBefore(
      new Date(now.getTime() - UNSUBMITTED_UPLOAD_TTL_MS),
    );
    if (old.length === 0) return 0;
    const submitted = await this.em
      .fork()
      .find(VideoConversionRow, { uploadId: { $in: old } }, { fields: ['uploadId'] });
    const kept = new Set(submitted.map((row) => row.uploadId));
    const removed = old.filter((id) => !kept.has(id));
    for (const id of removed) await this.uploads.remove(id);
    return removed.length;
  }

  private async sweepAndLog(): Promise<void> {
    const removed = await this.sweep();
    if (removed) this.logger.log(`Removed ${removed} video upload(s) not submitted in a day`);
  }
}
