import { useTranslation } from 'react-i18next';
import type { PlaySocketRefusal } from '@sync/contract/play';
import type { SocketStatus } from './play-socket';
import { refusalTextKey } from './socket-refusal';

/**
 * The live connection's state; 'Reconnecting…' stands out while the socket is down, and a
 * refusal by the server says why and that the page tries again later.
 */
export function ConnectionStatus({
  status,
  refusal,
}: {
  status: SocketStatus;
  refusal: PlaySocketRefusal | null;
}) {
  const { t } = useTranslation('play');
  return (
    <p className={`play-connection play-connection--${status}`} role="status" data-status={status}>
      {status === 'refused' && refusal
        ? `${t(refusalTextKey(refusal))} ${t('game.status.refused')}`
        : t(`game.status.${status}`)}
    </p>
  );
}
