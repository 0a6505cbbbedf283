import { useTranslation } from 'react-i18next';
import { LOGS_PAGE_SIZE } from './logs-query';

interface LogsPagerProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next with "page 2 of 5"; nothing when everything fits on one page. */
export function LogsPager({ page, total, onPage }: LogsPagerProps) {
  const { t } = useTranslation('adminLogs');
  const pages = Math.max(1, Math.ceil(total / LOGS_PAGE_SIZE));
  if (pages === 1 && page === 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t('pager.previous')}
      </button>
      <span className="admin-pager__where">{t('pager.where', { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
