import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateRange, titleIn, type NameScript } from '@domain/format';
import type { StoredTournament } from '@pwa/lib/db';

interface TournamentsPinnedProps {
  tournaments: StoredTournament[];
  script: NameScript;
}

/** The tournaments the federation pinned, first on the page (they stay in their month too). */
export function TournamentsPinned({ tournaments, script }: TournamentsPinnedProps) {
  const { t, i18n } = useTranslation('tournaments');
  const headingId = useId();
  return (
    <section className="tournaments-pinned" aria-labelledby={headingId}>
      <h2 id={headingId} className="tournaments-pinned__title">
        {t('list.pinned')}
      </h2>
      <ul className="tournaments-pinned__items">
        {tournaments.map((tournament) => (
          <li key={tournament.id} className="tournaments-pinned__item">
            <Link to={`/tournaments/${tournament.id}`}>{titleIn(tournament, script)}</Link>{' '}
            <span className="tournaments-pinned__dates">
              {formatDateRange(tournament.startDate, tournament.endDate, i18n.resolvedLanguage)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
