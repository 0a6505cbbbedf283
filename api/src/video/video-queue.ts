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
 * The next pending job, round robin per user: of the users with a pending job, the one whose
 * last conversion started longest ago (or never) goes first, with their oldest job. So a user's
 * one short video waits for at most one job of each other user, not for all of their queue.
 */
async function nextPending(em: EntityManager): Promise<ClaimedJob | null> {
  const knex = em.getKnex();
  const lastStart = knex('video_conversion as w')
    .max('w.started_at')
    .where('w.user_id', knex.ref('v.user_id'));
  type PendingRow = { id: number; claims: number; upload_id: string };
  const [next] = await em.getConnection().execute<PendingRow[]>(
    knex('video_conversion as v')
      .select('v.id', 'v.claims', 'v.upload_id')
      .where('v.status', 'pending')
      .orderByRaw('(?) asc nulls first', [lastStart])
      .orderBy([
        { column: 'v.submitted_at', order: 'asc' },
        { column: 'v.id', order: 'asc' },
      ])
      .limit(1),
  );
  return next
    ? { id: Number(next.id), claims: Number(next.claims), uploadId: next.upload_id }
    : null;
}

/**
 * Takes the next pending job for this worker (nextPending: round robin per user). The update is
 * conditional on the row as it was read (still pending, the same claim count), so of workers
 * racing for it, on one instance or several, exactly one gets it; the others look again.
 */
export async function claimNextJob(em: EntityManager, now: Date): Promise<ClaimedJob | null> {
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
    const next = await nextPending(em);
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
