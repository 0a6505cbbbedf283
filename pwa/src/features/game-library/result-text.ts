import type { TFunction } from 'i18next';

const WIN = /^([BW])\+(.*)$/i;

/** RE as written ('B+R', 'W+3.5', '0', 'Void') in the reader's words; other texts as they are. */
export function resultText(result: string | null, t: TFunction<'library'>): string | null {
  if (result === null || result.trim() === '') return null;
  const text = result.trim();
  if (/^(0|draw|jigo)$/i.test(text)) return t('result.draw');
  if (/^void$/i.test(text)) return t('result.void');
  if (text === '?') return t('result.unknown');
  const win = WIN.exec(text);
  if (!win) return text;
  const color = t(`color.${win[1].toUpperCase()}`);
  const by = win[2].trim();
  if (by === '') return t('result.win', { color });
  if (/^(r|resign)$/i.test(by)) return t('result.resign', { color });
  if (/^(t|time)$/i.test(by)) return t('result.time', { color });
  if (/^(f|forfeit)$/i.test(by)) return t('result.forfeit', { color });
  if (/^\d+(\.\d+)?$/.test(by)) return t('result.points', { color, points: by });
  return text;
}
