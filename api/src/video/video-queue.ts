import type { EntityManager } from '@mikro-orm/knex';
import type { VideoConversionResult } from './conversion/types';
import { VideoConversionRow } from './video-conversion.entity';

/** A job as its worker holds it: the row and the claim that made it its own. */
export interface ClaimedJob {
  id: number;
  claims: number;
  uploadId: string;
}

const CLAIM_TRIES = 5;

/**
 * Takes the oldest pending job for this worker. The update is conditional on the row as it was
 * read (still pending, the same claim count), so of workers racing for it, on one instance or
 * several, exactly one gets it; the others look again.
 */
export async function claimNextJob(em: EntityManager, now: Date): Promise<ClaimedJob | null> {
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
    const [next] = await em.find(
      VideoConversionRow,
      { status: 'pending' },
      {
        fields: ['id', 'claims', 'uploadId'],
        orderBy: { submittedAt: 'asc', id: 'asc' },
        limit: 1,
        disableIdentityMap: true,
      },
    );
    if (!next) return null;
    const claimed = await em.nativeUpdate(
      VideoConversionRow,
      { id: next.id, status: 'pending', claims: next.claims },
      {
        status: 'processing',
        claims: next.claims + 1,
        progress: 0,
        startedAt: now,
        heartbeatAt: now,
        finishedAt: null,
        error: null,
      },
    );
    if (claimed === 1) return { id: next.id, claims: next.claims + 1, uploadId: next.uploadId };
  }
  return null;
}

/** Still this worker's job: processing under the same claim. */
const held = (job: ClaimedJob) => ({
  id: job.id,
  claims: job.claims,
  status: 'processing' as const,
});

/**
 * Renews the job's heartbeat (and its progress, when given); false when the job is no longer this
 * worker's (taken back as stale, retried or deleted by an admin): it should stop.
 */
export async function beat(
  em: EntityManager,
  job: ClaimedJob,
  now: Date,
  progress?: number,
): Promise<boolean> {
  const changes = progress === undefined ? { heartbeatAt: now } : { heartbeatAt: now, progress };
  return (await em.nativeUpdate(VideoConversionRow, held(job), changes)) === 1;
}

export async function markDone(
  em: EntityManager,
  job: ClaimedJob,
  result: VideoConversionResult,
  now: Date,
): Promise<void> {
  await em.nativeUpdate(VideoConversionRow, held(job), {
    status: 'done',
    progress: 100,
    finishedAt: now,
    heartbeatAt: null,
    sgf: result.sgf,
    moves: result.moves,
    boardSize: result.boardSize,
    skippedChanges: result.skippedChanges,
    durationSeconds: result.durationSeconds,
    error: null,
  });
}

export async function markFailed(
  em: EntityManager,
  job: ClaimedJob,
  error: string,
  now: Date,
): Promise<void> {
  await em.nativeUpdate(VideoConversionRow, held(job), {
    status: 'error',
    finishedAt: now,
    heartbeatAt: null,
    error,
  });
}

const BACK_TO_PENDING = {
  status: 'pending',
  progress: 0,
  startedAt: null,
  heartbeatAt: null,
} satisfies Partial<VideoConversionRow>;

/** Gives the job back (this instance is stopping): another worker starts it again. */
export async function releaseJob(em: EntityManager, job: ClaimedJob): Promise<void> {
  await em.nativeUpdate(VideoConversionRow, held(job), BACK_TO_PENDING);
}

/**
 * Processing jobs whose worker has not been heard of for `staleMs` (its instance died) go back
 * to pending; answers how many.
 */
export function releaseStaleJobs(em: EntityManager, now: Date, staleMs: number): Promise<number> {
  return em.nativeUpdate(
    VideoConversionRow,
    { status: 'processing', heartbeatAt: { $lt: new Date(now.getTime() - staleMs) } },
    BACK_TO_PENDING,
  );
}
