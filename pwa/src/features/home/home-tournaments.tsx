import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateRange, nameScript, titleIn } from '@domain/format';
import { Loader } from '@pwa/components/loader';
import type { StoredTournament } from '@pwa/lib/db';

interface HomeTournamentsProps {
  kind: 'recent' | 'upcoming';
  tournaments: StoredTournament[] | undefined;
  /** the tournament list in the matching mode */
  allLink: string;
}

/** A short list of tournaments with a link to the whole calendar. */
export function HomeTournaments({ kind, tournaments, allLink }: HomeTournamentsProps) {
  const { t, i18n } = useTranslation('home');
  const script = nameScript(i18n.resolvedLanguage);
  const headingId = `home-${kind}-title`;
  let body;
  if (tournaments === undefined) body = <Loader />;
  else if (tournaments.length === 0)
    body = <p className="home-panel__empty">{t(`tournaments.${kind}Empty`)}</p>;
  else
    body = (
      <ul className="home-list">
        {tournaments.map((tournament) => (
          <li key={tournament.id} className="home-list__item">
            <Link className="home-list__title" to={`/tournaments/${tournament.id}`}>
              {titleIn(tournament, script)}
            </Link>
            <span className="home-list__meta">
              {formatDateRange(tournament.startDate, tournament.endDate, i18n.resolvedLanguage)}
              {tournament.status === 'active' && (
                <span className="home-badge">{t('tournaments.active')}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="home-panel" aria-labelledby={headingId} data-list={kind}>
      <h2 id={headingId} className="home-panel__title">
        {t(`tournaments.${kind}`)}
      </h2>
      {body}
      <Link className="home-panel__more" to={allLink}>
        {t(`tournaments.${kind}All`)}
      </Link>
    </section>
  );
}
