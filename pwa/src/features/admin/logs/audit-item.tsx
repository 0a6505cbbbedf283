import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@domain/format/dates';
import type { AuditItem as Item } from '@sync/contract/logs';

/** One admin action: who, what, to which row, when, and its details. */
export function AuditItem({ item }: { item: Item }) {
  const { t, i18n } = useTranslation('adminLogs');
  return (
    <li className="admin-log__entry admin-audit__item">
      <div className="admin-log__meta">
        <time dateTime={item.at}>{formatDateTime(item.at, i18n.language)}</time>
        <span className="admin-audit__actor">{item.actorName ?? t('audit.commandLine')}</span>
      </div>
      <div className="admin-log__message">
        <code>{item.action}</code>
        {item.target && <span className="admin-audit__target"> {item.target}</span>}
      </div>
      {item.details && (
        <pre className="admin-audit__details" aria-label={t('audit.details')}>
          {JSON.stringify(item.details, null, 1)}
        </pre>
      )}
    </li>
  );
}
