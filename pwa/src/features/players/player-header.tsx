import { useTranslation } from 'react-i18next';
import type { RatingSystemId } from '@domain/rating/types';
import type { PlayerCard } from './player-card';
import { LastTournamentLink } from './last-tournament-link';
import { PlayerRank } from './player-rank';
import {
  formatNumber,
  formatPercent,
  formatThousands,
  nameWithNickname,
  otherScriptName,
  placeName,
} from '@domain/format';
import type { NameScript } from '@pwa/lib/players-query/players-query';

interface PlayerHeaderProps {
  card: PlayerCard;
  script: NameScript;
  /** the profile (counts) is still being fetched */
  countsLoading: boolean;
}

const OTHER_SYSTEMS: RatingSystemId[] = ['egf', 'glicko2'];

export function PlayerHeader({ card, script, countsLoading }: PlayerHeaderProps) {
  const { t, i18n } = useTranslation('players');
  const language = i18n.resolvedLanguage;
  const main = card.ratings.rgf;
  const other = otherScriptName(card.names, script);
  const count = (value: number | null | undefined) =>
    card.counts ? formatThousands(value, 0, language) : countsLoading ? '…' : '—';
  const others = OTHER_SYSTEMS.flatMap((system) => {
    const value = card.ratings[system];
    return value ? [{ system, ...value }] : [];
  });
  return (
    <header className="player-header">
      <h1 className="page-title player-header__name">{nameWithNickname(card.names, script)}</h1>
      {other && (
        <p className="player-header__other" lang={/\p{Script=Cyrillic}/u.test(other) ? 'ru' : 'en'}>
          {other}
        </p>
      )}
      {card.places.length > 0 && (
        <p className="player-header__place">
          {card.places
            .map((place) => placeName(place, script))
            .filter((name, i, names) => name !== names[i - 1])
            .join(' › ')}
        </p>
      )}
      <dl className="player-stats">
        <div>
          <dt>{t('columns.rating')}</dt>
          <dd>{formatNumber(main?.rating, 0, language)}</dd>
        </div>
        <div>
          <dt>{t('columns.deviation')}</dt>
          <dd>{formatNumber(main?.deviation, 0, language)}</dd>
        </div>
        <div>
          <dt>{t('columns.rank')}</dt>
          <dd>
            <PlayerRank rating={main?.rating ?? null} declared={card.rank} />
          </dd>
        </div>
        <div>
          <dt>{t('player.wins')}</dt>
          <dd>
            {count(card.counts?.wins)}
            {card.counts && card.counts.games > 0 && (
              <span className="muted">
                {' '}
                {t('player.winShare', {
                  percent: formatPercent(card.counts.wins / card.counts.games, 0, language),
                })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('player.bestPlace')}</dt>
          <dd>{count(card.counts?.bestPlace)}</dd>
        </div>
        <div>
          <dt>{t('player.tournaments')}</dt>
          <dd>{count(card.counts?.tournaments)}</dd>
        </div>
        <div>
          <dt>{t('player.games')}</dt>
          <dd>{count(card.counts?.games)}</dd>
        </div>
      </dl>
      <p className="player-header__more muted">
        {others.map(({ system, rating, deviation }) => (
          <span key={system}>
            {t(`federations.${system}`)}: {formatNumber(rating, 0, language)}
            {deviation !== null && ` ± ${formatNumber(deviation, 0, language)}`}
          </span>
        ))}
        <LastTournamentLink playerId={card.id} script={script} />
        {card.egdPin !== null && <span>{t('player.egdPin', { pin: card.egdPin })}</span>}
      </p>
    </header>
  );
}
