import { useTranslation } from 'react-i18next';
import { CloudOffIcon } from '@pwa/components/icons';
import type { BoardRefusal } from './use-queue-sender';

interface ConsoleStatusProps {
  online: boolean;
  pending: number;
  waitingForNetwork: boolean;
  refusals: BoardRefusal[];
  onDrop: (board: number) => void;
}

/** The network, how many actions wait to be sent, and what the server refused. */
export function ConsoleStatus(props: ConsoleStatusProps) {
  const { online, pending, waitingForNetwork, refusals, onDrop } = props;
  const { t } = useTranslation('broadcastConsole');
  return (
    <div className="console-status">
      {!online && (
        <div className="notice notice--offline" role="status" data-testid="console-offline">
          <CloudOffIcon className="notice__icon" />
          <div>
            <p className="notice__title">{t('status.offlineTitle')}</p>
            <p className="notice__text">{t('status.offlineText')}</p>
          </div>
        </div>
      )}
      <p
        className={`console-status__pending ${pending > 0 ? 'console-status__pending--waiting' : ''}`}
        role="status"
        data-testid="console-pending"
        data-count={pending}
      >
        {t('status.pending', { count: pending })}
        {pending > 0 && online && waitingForNetwork && ` ${t('status.retrying')}`}
      </p>
      {refusals.map((refusal) => (
        <div
          key={refusal.board}
          className="notice console-status__refusal"
          role="alert"
          data-testid={`console-refusal-${refusal.board}`}
        >
          <p className="notice__title">{t('status.refusedTitle', { board: refusal.board })}</p>
          <p className="notice__text">{refusal.message}</p>
          <button type="button" className="button" onClick={() => onDrop(refusal.board)}>
            {t('status.drop', { board: refusal.board })}
          </button>
        </div>
      ))}
    </div>
  );
}
