import { useTranslation } from 'react-i18next';
import { formatThousands } from '@domain/format';
import { useCachedApi } from '@pwa/lib/cached-api';
import type { DonationsTotal } from '@sync/contract/site';
import { currencySymbol } from './currency';
import { useHomeCounts } from './home-hooks';
import type { ReplicaCount } from './home.repo';

/** A count while the first sync has brought nothing yet is not worth showing: a dash. */
function countText(replica: ReplicaCount | undefined, language: string | undefined): string {
  if (!replica || (replica.count === 0 && !replica.complete)) return '—';
  return formatThousands(replica.count, 0, language);
}

/** Players, tournaments and donations in numbers. */
export function HomeStats() {
  const { t, i18n } = useTranslation('home');
  const counts = useHomeCounts();
  // No donations yet, no endpoint yet or no answer: the total is 0 until one says otherwise.
  const donations = useCachedApi<DonationsTotal>('donate/total').data;
  const total = typeof donations?.total === 'number' ? donations.total : 0;
  const currency = donations?.currency || 'RUB';
  const stats = [
    { key: 'players', value: countText(counts?.players, i18n.resolvedLanguage) },
    { key: 'tournaments', value: countText(counts?.tournaments, i18n.resolvedLanguage) },
    {
      key: 'donations',
      value: `${formatThousands(total, 0, i18n.resolvedLanguage)}\u00a0${currencySymbol(currency, i18n.resolvedLanguage)}`,
    },
  ] as const;
  return (
    <dl className="home-stats" aria-label={t('stats.label')}>
      {stats.map(({ key, value }) => (
        <div key={key} className="home-stat" data-stat={key}>
          <dt className="home-stat__label">{t(`stats.${key}`)}</dt>
          <dd className="home-stat__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
