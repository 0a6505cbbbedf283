import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameScript, placeName } from '@domain/format';
import type { PlayersStatistics } from '@sync/contract/statistics';
import { largestFirst } from './chart-data';
import { CountBars, type CountRow } from './count-charts';

const LEVELS = ['country', 'region', 'city'] as const;
type Level = (typeof LEVELS)[number];

/** Places drawn as bars, the largest; the table lists them all. */
const CHARTED = 12;

type ByLocation = PlayersStatistics['byLocation'];

/** Until one is chosen: the first level that tells places apart (more than one of them). */
function firstTelling(byLocation: ByLocation): Level {
  return LEVELS.find((level) => byLocation[level].length > 1) ?? 'country';
}

/** Players by country, region or city, with a switch between the three. */
export function LocationSection({ byLocation }: { byLocation: ByLocation }) {
  const { t, i18n } = useTranslation('statistics');
  const script = nameScript(i18n.resolvedLanguage);
  const [chosen, setChosen] = useState<Level | null>(null);
  const level = chosen ?? firstTelling(byLocation);

  const { rows, charted } = useMemo(() => {
    const toRow = (place: ByLocation[Level][number]): CountRow => ({
      key: place.id,
      label: placeName(place, script) || `#${place.id}`,
      value: place.count,
    });
    const all = largestFirst(byLocation[level]).map(toRow);
    return { rows: all, charted: all.slice(0, CHARTED) };
  }, [byLocation, level, script]);

  const controls = (
    <div className="segmented" role="group" aria-label={t('levels.label')}>
      {LEVELS.map((option) => (
        <button
          key={option}
          type="button"
          className="segmented__option"
          aria-pressed={option === level}
          onClick={() => setChosen(option)}
        >
          {t(`levels.${option}`)}
        </button>
      ))}
    </div>
  );

  return (
    <CountBars
      title={t('sections.byLocation')}
      category={t(`axes.${level}`)}
      counted={t('axes.players')}
      rows={rows}
      charted={charted}
      horizontal
      controls={controls}
      footer={
        rows.length > CHARTED ? (
          <p className="muted stat-card__note">{t('notes.places', { limit: CHARTED })}</p>
        ) : undefined
      }
    />
  );
}
