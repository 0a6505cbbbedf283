import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { OnlineOnly } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { AuditView } from './audit-view';
import { LogView } from './log-view';
import { LOG_VIEWS, readView } from './logs-query';
import './logs.css';

/**
 * /admin/logs: the error log (server errors and the crash screen's reports) and the audit trail
 * of admin actions, each refreshed every 10 s while the page is visible unless paused.
 */
export function AdminLogsTab() {
  const { t } = useTranslation('adminLogs');
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const view = readView(params);
  const [paused, setPaused] = useState(false);
  return (
    <div className="admin-logs">
      <h2 className="admin-page__subtitle">{t('title')}</h2>
      <OnlineOnly what={t('offlineWhat')}>
        <div className="admin-logs__bar">
          <nav className="admin-logs__views" aria-label={t('viewsLabel')}>
            {LOG_VIEWS.map((name) => (
              <Link
                key={name}
                to={name === 'audit' ? '?view=audit' : '?'}
                className="admin-logs__view"
                aria-current={name === view ? 'page' : undefined}
              >
                {t(`views.${name}`)}
              </Link>
            ))}
          </nav>
          <button
            type="button"
            className="button admin-logs__pause"
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? t('refresh.resume') : t('refresh.pause')}
          </button>
        </div>
        <p className="admin-logs__refresh">{paused ? t('refresh.paused') : t('refresh.auto')}</p>
        {view === 'audit' ? <AuditView paused={paused} /> : <LogView paused={paused} />}
      </OnlineOnly>
    </div>
  );
}
