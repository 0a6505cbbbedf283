import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { UsageLimits } from '../common/config/usage-limits-config';
import { USAGE_LIMITS } from '../common/config/usage-limits.provider';
import type { VideoSettings } from '../common/config/video-config';
import { type ConvertVideo, VideoConversionError } from './conversion/types';
import { conversionTooLongMessage } from './conversion/video-limits';
import {
  beat,
  type ClaimedJob,
  claimNextJob,
  markDone,
  markFailed,
  releaseJob,
  releaseStaleJobs,
} from './video-queue';
import { VIDEO_CONVERTER, VIDEO_SETTINGS } from './video-settings';
import { VideoUploads } from './video-uploads';

/** How often an idle worker looks for a job another instance queued (its own wake it at once). */
const POLL_MS = 1000;
/** Progress is stored in steps of this many percent. */
const PROGRESS_STEP = 2;
/** What the user reads when a conversion failed for a reason that is not the video's. */
export const SERVER_FAILURE_MESSAGE =
  'The video could not be converted because of an error on the server';

/**
 * Runs the video conversions of the queue in the database: VIDEO_WORKERS at once on this
 * instance, each taking the next pending job (round robin per user, video-queue.ts), renewing
 * its heartbeat while converting and storing its progress. Jobs of a dead instance (stale
 * heartbeat) go back to pending at start and then every half of VIDEO_STALE_MS. A failed
 * conversion is recorded as error with its reason and the worker goes on with the next; one
 * running past VIDEO_JOB_MAX_MS is aborted (its thread terminated) and fails in words; a video
 * over VIDEO_MAX_SECONDS fails before its frames are read; a stopping instance gives its jobs
 * back.
 */
@Injectable()
export class VideoWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('VideoWorker');
  private stopped = false;
  private readonly slots: Promise<void>[] = [];
  private readonly running = new Set<AbortController>();
  private wakeUp: (() => void) | null = null;
  private wakeSignal: Promise<void> = this.newWakeSignal();
  private staleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly uploads: VideoUploads,
    @Inject(VIDEO_SETTINGS) private readonly settings: VideoSettings,
    @Inject(VIDEO_CONVERTER) private readonly convert: ConvertVideo,
    @Inject(USAGE_LIMITS) private readonly limits: UsageLimits,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.workers === 0) return;
    const sweep = () =>
      this.releaseStale().catch((error: unknown) =>
        this.logger.error(`Releasing stale video jobs failed: ${messageOf(error)}`),
      );
    this.staleTimer = setInterval(() => void sweep(), Math.max(100, this.settings.staleMs / 2));
    this.staleTimer.unref();
    const started = sweep();
    for (let slot = 0; slot < this.settings.workers; slot++) {
      this.slots.push(started.then(() => this.work()));
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.staleTimer) clearInterval(this.staleTimer);
    for (const controller of this.running) controller.abort();
    this.wake();
    await Promise.all(this.slots);
  }

  /** A job was queued (or put back): an idle worker takes it now. */
  wake(): void {
    this.wakeUp?.();
    this.wakeSignal = this.newWakeSignal();
  }

  private newWakeSignal(): Promise<void> {
    return new Promise((resolve) => (this.wakeUp = resolve));
  }

  private async releaseStale(): Promise<void> {
    const released = await releaseStaleJobs(this.em.fork(), new Date(), this.settings.staleMs);
    if (released > 0) {
      this.logger.warn(`${released} video conversion(s) of a stopped worker back in the queue`);
      this.wake();
    }
  }

  private async work(): Promise<void> {
    while (!this.stopped) {
      const signal = this.wakeSignal;
      let job: ClaimedJob | null = null;
      try {
        job = await claimNextJob(this.em.fork(), new Date());
        if (job) await this.run(job);
      } catch (error) {
        this.logger.error(`The video queue failed: ${messageOf(error)}`);
      }
      if (!job && !this.stopped) await idle(signal, POLL_MS);
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const em = this.em.fork();
    const controller = new AbortController();
    this.running.add(controller);
    let lost = false;
    const keep = (progress?: number) =>
      beat(em, job, new Date(), progress)
        .then((ours) => {
          if (!ours && !lost) {
            lost = true;
            controller.abort();
          }
        })
        .catch((error: unknown) =>
          this.logger.warn(`Video job ${job.id}: heartbeat failed: ${messageOf(error)}`),
        );
    let writes: Promise<void> = Promise.resolve();
    let stored = 0;
    const onProgress = (share: number) => {
      const percent = Math.min(99, Math.max(0, Math.floor(share * 100)));
      if (percent < stored + PROGRESS_STEP) return;
      stored = percent;
      writes = writes.then(() => keep(percent));
    };
    const heartbeatMs = Math.max(50, Math.min(10_000, this.settings.staleMs / 4));
    const heartbeat = setInterval(() => {
      writes = writes.then(() => keep());
    }, heartbeatMs);
    const { videoJobMaxMs, videoMaxSeconds } = this.limits;
    const deadline = setTimeout(
      () => controller.abort(new VideoConversionError(conversionTooLongMessage(videoJobMaxMs))),
      videoJobMaxMs,
    );
    try {
      const result = await this.convert(this.uploads.pathOf(job.uploadId), {
        onProgress,
        signal: controller.signal,
        maxDurationSeconds: videoMaxSeconds,
      });
      await writes;
      if (!lost) await markDone(em, job, result, new Date());
    } catch (error) {
      await writes;
      if (lost) return;
      if (this.stopped) {
        await releaseJob(em, job);
        return;
      }
      await markFailed(em, job, this.reasonOf(job, error), new Date());
    } finally {
      clearInterval(heartbeat);
      clearTimeout(deadline);
      this.running.delete(controller);
    }
  }

  private reasonOf(job: ClaimedJob, error: unknown): string {
    if (error instanceof VideoConversionError) return error.message;
    this.logger.error(
      `Video job ${job.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return SERVER_FAILURE_MESSAGE;
  }
}

/** Waits for a wake-up or `ms`, whichever comes first. */
function idle(signal: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([signal, timeout]).finally(() => clearTimeout(timer));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
