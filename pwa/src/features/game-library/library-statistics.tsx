import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@domain/format';
import type { LibraryCount, LibraryStatistics } from '@sync/contract/game-library';
import { LIBRARY_RESULTS } from './library-url';

interface CountsProps {
  title: string;
  counts: LibraryCount[];
  label: (key: string) => string;
}

/** One grouping as short bars: each key, its count, a bar as long as its share of the largest. */
function Counts({ title, counts, label }: CountsProps) {
  const { i18n } = useTranslation('library');
  const id = useId();
  const largest = Math.max(1, ...counts.map((row) => row.count));
  return (
    <section className="library-stats__group" aria-labelledby={id}>
      <h3 id={id} className="library-stats__title">
        {title}
      </h3>
      <ul className="library-stats__list">
        {counts.map((row) => (
          <li key={row.key} className="library-stats__row">
            <span className="library-stats__key">{label(row.key)}</span>
            <span className="library-stats__bar" aria-hidden="true">
              <span style={{ width: `${(row.count / largest) * 100}%` }} />
            </span>
            <span className="library-stats__count">
              {formatThousands(row.count, 0, i18n.resolvedLanguage)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The records by board size, result, rules and year, and how many are the user's own. */
export function LibraryStatisticsView({ statistics }: { statistics: LibraryStatistics }) {
  const { t, i18n } = useTranslation('library');
  const number = (value: number) => formatThousands(value, 0, i18n.resolvedLanguage);
  const known = (key: string) => {
    if (key === '' || key === 'unknown') return t('stats.unknown');
    return key === 'other' ? t('stats.other') : key;
  };
  const result = (key: string) =>
    LIBRARY_RESULTS.some((value) => value === key) ? t(`filters.results.${key}`) : known(key);
  return (
    <div className="library-stats">
      <p className="library-stats__totals">
        {t('stats.total', { count: statistics.total, number: number(statistics.total) })}
        {` ${t('stats.mine', { count: statistics.mine, number: number(statistics.mine) })}`}
      </p>
      {statistics.total > 0 && (
        <div className="library-stats__groups">
          <Counts
            title={t('stats.byBoardSize')}
            counts={statistics.byBoardSize}
            label={(key) => (/^\d+$/.test(key) ? t('size', { size: key }) : known(key))}
          />
          <Counts title={t('stats.byResult')} counts={statistics.byResult} label={result} />
          <Counts title={t('stats.byRules')} counts={statistics.byRules} label={known} />
          <Counts title={t('stats.byYear')} counts={statistics.byYear} label={known} />
        </div>
      )}
    </div>
  );
}
