import type { OfflineBotGameUpload } from '@sync/contract/play';
import { parseDateTime, pastMomentProblem } from '@domain/calendar/calendar-date';

/** No game against the bot in a browser is older: the network ran in no browser before. */
const EARLIEST_DAY = '2020-01-01';
const EARLIEST = Date.parse(EARLIEST_DAY);

export type OfflineDates =
  { ok: true; startedAt: number; finishedAt: number } | { ok: false; reason: string };

function moment(field: string, text: string, now: number): number | string {
  const ms = parseDateTime(text);
  if (ms === null) return `${field} ${text} is not a date and time of the calendar`;
  const problem = pastMomentProblem(ms, EARLIEST, now);
  if (problem === 'tooEarly') return `${field} ${text} is before ${EARLIEST_DAY}`;
  if (problem === 'future') return `${field} ${text} is in the future`;
  return ms;
}

/**
 * The start and end of an uploaded game as epoch ms, each an ISO date and time of the calendar
 * that can have happened (from EARLIEST_DAY to a day after now); else why not.
 */
export function offlineDates(
  upload: Pick<OfflineBotGameUpload, 'startedAt' | 'finishedAt'>,
  now: number = Date.now(),
): OfflineDates {
  const startedAt = moment('startedAt', upload.startedAt, now);
  if (typeof startedAt === 'string') return { ok: false, reason: startedAt };
  const finishedAt = moment('finishedAt', upload.finishedAt, now);
  if (typeof finishedAt === 'string') return { ok: false, reason: finishedAt };
  return { ok: true, startedAt, finishedAt };
}
