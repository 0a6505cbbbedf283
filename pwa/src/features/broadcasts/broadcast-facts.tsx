import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@domain/format/dates';
import type { BroadcastListItem } from '@sync/contract/broadcasts';

type Facts = Pick<
  BroadcastListItem,
  'tournamentId' | 'tournamentTitle' | 'round' | 'startTime' | 'viewers'
> & { boardsCount: number };

/** The tournament (linked), round, start time, boards and viewers of a broadcast. */
export function BroadcastFacts({ facts }: { facts: Facts }) {
  const { t, i18n } = useTranslation('broadcasts');
  const { tournamentId, tournamentTitle, round, startTime, viewers, boardsCount } = facts;
  return (
    <dl className="broadcast-facts">
      {tournamentId !== null && (
        <div>
          <dt>{t('facts.tournament')}</dt>
          <dd>
            <Link to={`/tournaments/${tournamentId}`}>
              {tournamentTitle ?? t('facts.tournamentNumber', { id: tournamentId })}
            </Link>
          </dd>
        </div>
      )}
      {round !== null && (
        <div>
          <dt>{t('facts.round')}</dt>
          <dd>{round}</dd>
        </div>
      )}
      {startTime !== null && (
        <div>
          <dt>{t('facts.start')}</dt>
          <dd>
            <time dateTime={startTime}>{formatDateTime(startTime, i18n.language)}</time>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('facts.boards')}</dt>
        <dd>{boardsCount}</dd>
      </div>
      <div>
        <dt>{t('facts.viewers')}</dt>
        <dd data-testid="broadcast-viewers">{viewers}</dd>
      </div>
    </dl>
  );
}
