import type { TFunction } from 'i18next';

const HOW: Record<string, 'resign' | 'time' | 'forfeit'> = { R: 'resign', T: 'time', F: 'forfeit' };

/**
 * A board's result ('B+R', 'W+3.5', 'Draw', 'Void', as the API spells it) in words; a result
 * the app can't read is shown as it came.
 */
export function broadcastResultText(result: string, t: TFunction<'broadcasts'>): string {
  if (result === 'Draw') return t('result.draw');
  if (result === 'Void') return t('result.void');
  const match = /^([BW])\+(.+)$/.exec(result);
  if (!match) return result;
  const winner = match[1] === 'B' ? 'black' : 'white';
  const how = HOW[match[2]];
  if (how) return t(`result.${winner}.${how}`);
  return /^\d+(\.5)?$/.test(match[2]) ? t(`result.${winner}.points`, { points: match[2] }) : result;
}

/** A clock's time left: '1:05:09', '4:07', '0:09'; never below zero. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
