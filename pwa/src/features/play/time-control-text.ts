import type { ChallengeSettings, ClockKind } from '@sync/contract/play';

/** The parts of a time control as the texts name them (play.json `timeControl`). */
export type TimeControlParts =
  | { kind: 'byoyomi'; main: string; periods: number; period: number }
  | { kind: 'fischer'; main: string; increment: number; max: string | null };

/** Seconds as a clock writes them: 'm:ss', 'h:mm:ss' from an hour. */
export function clockSeconds(total: number): string {
  const seconds = Math.max(0, Math.round(total));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A challenge's time control (in seconds). */
export function settingsTimeParts(settings: ChallengeSettings): TimeControlParts {
  if (settings.timeControl === 'byoyomi') {
    return {
      kind: 'byoyomi',
      main: clockSeconds(settings.mainTime),
      periods: settings.periods,
      period: settings.bonusTime,
    };
  }
  return {
    kind: 'fischer',
    main: clockSeconds(settings.mainTime),
    increment: settings.bonusTime,
    max: settings.maxTime ? clockSeconds(settings.maxTime) : null,
  };
}

/** A live game's time control (in milliseconds). */
export function clockKindParts(kind: ClockKind): TimeControlParts {
  if (kind.kind === 'byoyomi') {
    return {
      kind: 'byoyomi',
      main: clockSeconds(kind.mainTime / 1000),
      periods: kind.periods,
      period: Math.round(kind.periodTime / 1000),
    };
  }
  return {
    kind: 'fischer',
    main: clockSeconds(kind.mainTime / 1000),
    increment: Math.round(kind.increment / 1000),
    max: kind.maximum === null ? null : clockSeconds(kind.maximum / 1000),
  };
}

/** The key in play.json and its values for a time control's text. */
export function timeControlKey(parts: TimeControlParts): {
  key: string;
  values: Record<string, string | number>;
} {
  if (parts.kind === 'byoyomi') {
    return {
      key: 'timeControl.byoyomi',
      values: { main: parts.main, periods: parts.periods, period: parts.period },
    };
  }
  return parts.max === null
    ? { key: 'timeControl.fischer', values: { main: parts.main, increment: parts.increment } }
    : {
        key: 'timeControl.fischerMax',
        values: { main: parts.main, increment: parts.increment, max: parts.max },
      };
}
