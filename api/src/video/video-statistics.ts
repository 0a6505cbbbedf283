import type { EntityManager } from '@mikro-orm/knex';
import { VIDEO_STATUSES, type VideoStatistics, type VideoStatus } from '@sync/contract/video';
import { VideoConversionRow } from './video-conversion.entity';

/** Counts by status and the mean time from start to finish of the done ones: a user's, or all. */
export async function videoStatistics(
  em: EntityManager,
  userId: number | null,
): Promise<VideoStatistics> {
  const where = userId === null ? {} : { userId };
  const counts: Record<VideoStatus, number> = { pending: 0, processing: 0, done: 0, error: 0 };
  for (const status of VIDEO_STATUSES) {
    counts[status] = await em.count(VideoConversionRow, { ...where, status });
  }
  const done = await em.find(
    VideoConversionRow,
    { ...where, status: 'done', startedAt: { $ne: null }, finishedAt: { $ne: null } },
    { fields: ['startedAt', 'finishedAt'], disableIdentityMap: true },
  );
  const seconds = done.map(
    (row) => ((row.finishedAt?.getTime() ?? 0) - (row.startedAt?.getTime() ?? 0)) / 1000,
  );
  return {
    ...counts,
    total: counts.pending + counts.processing + counts.done + counts.error,
    averageProcessingSeconds: seconds.length
      ? seconds.reduce((sum, s) => sum + s, 0) / seconds.length
      : null,
  };
}
