import { useTranslation } from 'react-i18next';
import type { SocketStatus } from './play-socket';

/** The live connection's state; 'Reconnecting…' stands out while the socket is down. */
export function ConnectionStatus({ status }: { status: SocketStatus }) {
  const { t } = useTranslation('play');
  return (
    <p className={`play-connection play-connection--${status}`} role="status" data-status={status}>
      {t(`game.status.${status}`)}
    </p>
  );
}
