import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Broadcast } from '@sync/contract/broadcasts';
import { BroadcastFacts } from './broadcast-facts';
import { StatusBadge } from './status-badge';
import type { StreamConnection } from './use-broadcast-stream';

interface BroadcastHeaderProps {
  broadcast: Broadcast;
  connection: StreamConnection;
  canEdit: boolean;
}

/** The broadcast's title, status, facts, the connection's state and the console's link. */
export function BroadcastHeader({ broadcast, connection, canEdit }: BroadcastHeaderProps) {
  const { t } = useTranslation('broadcasts');
  const finished = broadcast.status === 'finished';
  return (
    <header className="broadcast-header">
      <div className="broadcast-header__top">
        <h1 className="broadcast-header__title">{broadcast.title}</h1>
        <StatusBadge status={broadcast.status} />
        {canEdit && (
          <Link
            className="button broadcast-header__console"
            to={`/broadcast/${broadcast.id}/console`}
          >
            {t('console')}
          </Link>
        )}
      </div>
      <BroadcastFacts facts={{ ...broadcast, boardsCount: broadcast.boards.length }} />
      {connection === 'offline' ? (
        <p className="notice notice--offline" role="status" data-testid="broadcast-offline">
          {t(finished ? 'connection.offlineFinished' : 'connection.offline')}
        </p>
      ) : (
        <p
          className={`broadcast-connection broadcast-connection--${connection}`}
          role="status"
          data-connection={connection}
        >
          {t(
            connection === 'live' && finished ? 'connection.finished' : `connection.${connection}`,
          )}
        </p>
      )}
    </header>
  );
}
