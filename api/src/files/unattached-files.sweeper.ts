import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
  ) {}

  onApplicationBootstrap(): void {
    this.runInBackground();
    this.timer = setInterval(() => this.runInBackground(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
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

  private runInBackground(): void {
    this.running = this.running
      .then(() => this.sweep())
      .then((removed) => {
        if (removed) this.logger.log(`Removed ${removed} unattached upload(s) older than a day`);
      })
      .catch((error: unknown) =>
        this.logger.error(`Sweeping unattached uploads failed: ${String(error)}`),
      );
  }
}
