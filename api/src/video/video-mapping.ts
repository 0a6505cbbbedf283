import type { AdminVideoConversion, VideoConversion } from '@sync/contract/video';
import type { VideoConversionRow } from './video-conversion.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function videoConversionOf(row: VideoConversionRow): VideoConversion {
  const done = row.status === 'done';
  return {
    id: row.id,
    name: row.name,
    filename: row.filename,
    size: row.size,
    submittedAt: row.submittedAt.toISOString(),
    status: row.status,
    progress: row.progress,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    sgf: done ? row.sgf : null,
    moves: done ? row.moves : null,
    boardSize: done ? row.boardSize : null,
    error: row.status === 'error' ? row.error : null,
    skippedChanges: done ? row.skippedChanges : null,
    durationSeconds: done ? row.durationSeconds : null,
  };
}

export function adminVideoConversionOf(
  row: VideoConversionRow,
  user: { id: number; username: string },
): AdminVideoConversion {
  return { ...videoConversionOf(row), user };
}
