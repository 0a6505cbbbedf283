import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { Repeater } from '../common/scheduling/repeater';
import { FilesService } from './files.service';
import { StoredFile } from './stored-file.entity';

/** Uploads never attached to a feedback are removed this long after their upload. */
export const UNATTACHED_FILE_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/** Removes expired unattached uploads (row and file): at start, then every hour. */
@Injectable()
export class UnattachedFilesSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UnattachedFiles');
  private readonly repeater = new Repeater(
    'Sweeping unattached uploads',
    () => SWEEP_INTERVAL_MS,
    () => this.sweepAndLog(),
  );

  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
  ) {}

  onApplicationBootstrap(): void {
    void this.repeater.runOnce();
    this.repeater.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.repeater.stop();
  }

  /**
   * Removes the unattached uploads older than a day at `now`; answers how many. A row is deleted
   * only while still unattached (a feedback may be taking it), and only then its file.
   */
  async sweep(now = new Date()): Promise<number> {
    const em = this.em.fork();
    const before = new Date(now.getTime() - UNATTACHED_FILE_TTL_MS);
    let removed = 0;
    for (;;) {
      const expired = await em.find(
        StoredFile,
        { feedback: null, uploadedAt: { $lt: before } },
        { fields: ['id', 'name'], orderBy: { id: 'asc' }, limit: SWEEP_BATCH },
      );
      for (const file of expired) {
        const deleted = await em.nativeDelete(StoredFile, { id: file.id, feedback: null });
        if (deleted !== 1) continue;
        await this.files.storage.remove(file.name);
        removed++;
      }
      if (expired.length < SWEEP_BATCH) return removed;
    }
  }

  private async sweepAndLog(): Promise<void> {
    const removed = await this.sweep();
    if (removed) this.logger.log(`Removed ${removed} unattached upload(s) older than a day`);
  }
}
