import { ERRORS } from '@domain/errors/error-catalogue';

/** A limit in words for a user: '4 h', '90 min', '10 s', '200 ms'. */
export function durationWords(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

/** Why a video over VIDEO_MAX_SECONDS is refused: at submit (413) or by its job. */
export function videoTooLongMessage(maxSeconds: number): string {
  return `${ERRORS.videoTooLong.message} (${durationWords(maxSeconds * 1000)})`;
}

/** Why a conversion running past VIDEO_JOB_MAX_MS failed. */
export function conversionTooLongMessage(maxMs: number): string {
  return `The conversion took longer than the longest time allowed (${durationWords(maxMs)}) and was stopped`;
}
