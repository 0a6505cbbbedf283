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
        <dl className="admin-log__request" aria-label={t('audit.details')}>
          {Object.entries(item.details).map(([key, value]) => (
            <div key={key} className="admin-audit__detail">
              <dt>{key}</dt>
              <dd>{detailText(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** A detail's value as read: lists of names or numbers joined with commas, the rest as JSON. */
function detailText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((part) => typeof part !== 'object' || part === null)) {
    return value.map(String).join(', ');
  }
  return JSON.stringify(value);
}
