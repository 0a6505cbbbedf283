import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateRange, placeName, titleIn, type NameScript } from '@domain/format';
import type { LocationTree } from '@domain/location/location-tree';
import type { StoredTournament } from '@pwa/lib/db';

interface TournamentCardProps {
  tournament: StoredTournament;
  script: NameScript;
  tree: LocationTree | undefined;
}

/** A pushpin, for tournaments the federation pinned. */
function PinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15 3l6 6-2.5.8-3.7 3.7.7 4.5-1.4 1.4-4.1-4.1L5.5 19.8l-1.3-1.3 4.5-4.5-4.1-4.1 1.4-1.4 4.5.7 3.7-3.7z" />
    </svg>
  );
}

/** 'Kazan, Russia': the city (or the place itself) and the country, as far as known. */
function where(tournament: StoredTournament, tree: LocationTree | undefined, script: NameScript) {
  const place = tree?.placeOf(tournament.locationId);
  if (!place) return '';
  const local = place.city ?? (place.node.kind === 'country' ? null : place.node);
  return [local, place.country]
    .filter((node) => node !== null)
    .map((node) => placeName(node, script))
    .join(', ');
}

/** One tournament of the list: what it is, when and where, and how big. */
export function TournamentCard({ tournament, script, tree }: TournamentCardProps) {
  const { t, i18n } = useTranslation('tournaments');
  const title = titleIn(tournament, script);
  const place = where(tournament, tree, script);
  return (
    <li className="tournaments-card" data-status={tournament.status}>
      <div className="tournaments-card__head">
        <h3 className="tournaments-card__title">
          <Link to={`/tournaments/${tournament.id}`}>{title}</Link>
        </h3>
        {tournament.pinned && (
          <span className="tournaments-card__pinned" title={t('card.pinned')}>
            <PinIcon />
            <span className="visually-hidden">{t('card.pinned')}</span>
          </span>
        )}
        <span className={`tournaments-status tournaments-status--${tournament.status}`}>
          {t(`status.${tournament.status}`)}
        </span>
      </div>
      <p className="tournaments-card__when">
        <span className="tournaments-card__dates">
          {formatDateRange(tournament.startDate, tournament.endDate, i18n.resolvedLanguage)}
        </span>
        {place && <span className="tournaments-card__place">{place}</span>}
      </p>
      <ul className="tournaments-card__facts" aria-label={t('card.facts')}>
        <li>{t('card.players', { count: tournament.playerCount })}</li>
        <li>{t('card.rounds', { count: tournament.rounds })}</li>
        {tournament.ranked && <li className="tournaments-flag">{t('card.ranked')}</li>}
        {tournament.online && <li className="tournaments-flag">{t('card.online')}</li>}
      </ul>
    </li>
  );
}
