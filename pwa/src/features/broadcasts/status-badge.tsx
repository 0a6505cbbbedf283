import { useTranslation } from 'react-i18next';
import type { BroadcastStatus } from '@sync/contract/broadcasts';

/** Live, upcoming or finished, as a coloured badge. */
export function StatusBadge({ status }: { status: BroadcastStatus }) {
  const { t } = useTranslation('broadcasts');
  return (
    <span className={`broadcast-status broadcast-status--${status}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
