import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@domain/format/dates';
import type { LogEntry } from '@sync/contract/logs';

/** One entry of the error log: a line to click, opening its stack and request details. */
export function LogEntryItem({ entry }: { entry: LogEntry }) {
  const { t, i18n } = useTranslation('adminLogs');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const user = entry.userId === null ? null : (entry.username ?? `#${entry.userId}`);
  return (
    <li className="admin-log__entry">
      <button
        type="button"
        className="admin-log__summary"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="admin-log__meta">
          <span className={`admin-log__level admin-log__level--${entry.level}`}>
            {t(`levels.${entry.level}`)}
          </span>
          <span>{t(`sources.${entry.source}`)}</span>
          {entry.status !== null && <span>{entry.status}</span>}
          {entry.count > 1 && (
            <span className="admin-log__count">{t('times', { count: entry.count })}</span>
          )}
          <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
        </span>
        <span className="admin-log__message">{entry.message}</span>
      </button>
      <div id={detailsId} className="admin-log__details" hidden={!open}>
        {open && (
          <>
            <dl className="admin-log__request">
              <Detail
                term={t('details.request')}
                value={entry.method && `${entry.method} ${entry.path ?? ''}`}
              />
              <Detail term={t('details.requestId')} value={entry.requestId} />
              <Detail term={t('details.user')} value={user} />
              <Detail
                term={t('details.status')}
                value={entry.status === null ? null : String(entry.status)}
              />
              <Detail
                term={t('details.firstSeen')}
                value={entry.count > 1 ? formatDateTime(entry.firstAt, i18n.language) : null}
              />
            </dl>
            <pre className="admin-log__stack" tabIndex={0} aria-label={t('details.stack')}>
              {entry.stack ?? t('details.noStack')}
            </pre>
          </>
        )}
      </div>
    </li>
  );
}

function Detail({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
