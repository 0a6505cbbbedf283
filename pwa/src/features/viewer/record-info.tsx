import { useTranslation } from 'react-i18next';
import { formatDate } from '@domain/format';
import type { RecordInfo, RecordResult } from './sgf/game-info';
import { InfoList } from './info-list';
import { komiText } from './komi-text';
import { recordRules } from './sgf/record-rules';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function useResultText() {
  const { t } = useTranslation('viewer');
  return (result: RecordResult): string => {
    if (!('by' in result)) return t(`record.result.${result.winner}`);
    const color = t(`color.${result.winner}`);
    return result.by === 'points'
      ? t('record.result.points', { color, points: result.points })
      : t(`record.result.${result.by}`, { color });
  };
}

function player(name: string | null, rank: string | null): string | null {
  if (name === null) return rank;
  return rank === null ? name : `${name} (${rank})`;
}

/** The game information written in the SGF record's root. */
export function RecordInfoPanel({ info }: { info: RecordInfo }) {
  const { t, i18n } = useTranslation('viewer');
  const resultText = useResultText();
  const rules = recordRules(info.rules);
  const date =
    info.date !== null && ISO_DAY.test(info.date)
      ? formatDate(info.date, i18n.resolvedLanguage)
      : info.date;
  return (
    <section className="viewer-panel" aria-labelledby="viewer-record-title">
      <h2 id="viewer-record-title" className="viewer-panel__title">
        {t('record.title')}
      </h2>
      <InfoList
        rows={[
          [t('info.black'), player(info.black, info.blackRank)],
          [t('info.white'), player(info.white, info.whiteRank)],
          [t('info.result'), info.result ? resultText(info.result) : info.resultText],
          [t('info.date'), date],
          [t('record.event'), info.event],
          [t('info.round'), info.round],
          [t('record.place'), info.place],
          [t('info.komi'), komiText(info.komi, i18n.resolvedLanguage)],
          [t('info.handicap'), info.handicap === null ? null : String(info.handicap)],
          [t('info.boardSize'), t('info.size', { ...info.size })],
          [t('record.rules'), rules ? t(`record.rulesName.${rules}`) : info.rules],
          [
            t('record.timeLimit'),
            info.timeLimit === null
              ? null
              : t('record.minutes', { minutes: Math.round(info.timeLimit / 60) }),
          ],
          [t('record.overtime'), info.overtime],
        ]}
      />
      {info.gameComment && <p className="viewer-comment__text">{info.gameComment}</p>}
    </section>
  );
}
