import type { TFunction } from 'i18next';

/** A length of time in the reader's words: '45 s', '3 min 5 s', '1 h 2 min'. */
export function durationText(seconds: number, t: TFunction): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return t('video:duration.hours', { hours, minutes });
  if (minutes > 0) return t('video:duration.minutes', { minutes, seconds: rest });
  return t('video:duration.seconds', { seconds: rest });
}
