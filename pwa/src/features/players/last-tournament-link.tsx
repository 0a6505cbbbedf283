import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { titleIn } from '@domain/format';
import type { PlayerTournament } from '@sync/contract/players';
import { useCachedApi } from '@pwa/lib/cached-api';
import type { NameScript } from '@pwa/lib/players-query/players-query';
import { lastStartedTournament, localToday } from './last-tournament';

/** "Last tournament: <its name>", linked, from the player's tournaments (the tab's own request). */
export function LastTournamentLink({ playerId, script }: { playerId: number; script: NameScript }) {
  const { t } = useTranslation('players');
  const { data } = useCachedApi<PlayerTournament[]>(`players/${playerId}/tournaments`);
  const last = data ? lastStartedTournament(data, localToday()) : null;
  if (!last) return null;
  return (
    <span className="player-header__last">
      {t('columns.lastTournament')}:{' '}
      <Link to={`/tournaments/${last.tournamentId}`}>{titleIn(last, script)}</Link>
    </span>
  );
}
