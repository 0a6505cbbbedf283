import { useTranslation } from 'react-i18next';

const ENTRIES = [
  'black',
  'white',
  'win',
  'loss',
  'draw',
  'unplayed',
  'forfeit',
  'unknownPlace',
  'noGame',
] as const;

/** What the crosstable's round cells mean (tournament-cell.ts writes them). */
export function CrosstableLegend() {
  const { t } = useTranslation('tournament');
  return (
    <div className="tournament-legend">
      <p>
        <strong>{t('legend.title')}.</strong> {t('legend.example')}
      </p>
      <ul className="tournament-legend__list">
        {ENTRIES.map((entry) => (
          <li key={entry}>{t(`legend.${entry}`)}</li>
        ))}
      </ul>
    </div>
  );
}
