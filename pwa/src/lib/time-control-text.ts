import type { TFunction } from 'i18next';
import { parseTimeControl, type TimeControl } from '@domain/time-control';

/** Translates the keys of the common namespace's "timeControl" object. */
type CommonT = TFunction<'common'>;

const HOUR = 3600;
const MINUTE = 60;

/**
 * A duration as players say it: whole hours from two hours on ('2 h', '3 h'), else whole
 * minutes ('60 min', '90 min', '150 min'), else seconds ('45 s').
 */
export function durationText(seconds: number, t: CommonT): string {
  if (seconds >= 2 * HOUR && seconds % HOUR === 0) {
    return t('timeControl.hours', { count: seconds / HOUR });
  }
  if (seconds % MINUTE === 0) return t('timeControl.minutes', { count: seconds / MINUTE });
  return t('timeControl.seconds', { count: seconds });
}

/** The time control in the reader's language; byo-yomi periods and increments in seconds. */
export function formatTimeControl({ mainSeconds, overtime }: TimeControl, t: CommonT): string {
  const main = durationText(mainSeconds, t);
  const seconds = (count: number) => t('timeControl.seconds', { count });
  switch (overtime.kind) {
    case 'unknown':
      return main;
    case 'absolute':
      return t('timeControl.absolute', { main });
    case 'byoyomi':
      return overtime.periods === 1
        ? t('timeControl.byoyomiOnePeriod', { main, period: seconds(overtime.seconds) })
        : t('timeControl.byoyomi', {
            main,
            periods: overtime.periods,
            period: seconds(overtime.seconds),
          });
    case 'canadian':
      return t('timeControl.canadian', {
        main,
        moves: t('timeControl.moves', { count: overtime.moves }),
        period: durationText(overtime.seconds, t),
      });
    case 'fischer':
      return t('timeControl.fischer', { main, increment: seconds(overtime.incrementSeconds) });
  }
}

/**
 * The stored time control (tournaments.time_control) as the reader sees it: the canonical form
 * in their language, any other text as stored (older databases), null when there is none.
 */
export function timeControlText(stored: string | null, t: CommonT): string | null {
  if (stored === null || stored.trim() === '') return null;
  const parsed = parseTimeControl(stored);
  return parsed ? formatTimeControl(parsed, t) : stored;
}
