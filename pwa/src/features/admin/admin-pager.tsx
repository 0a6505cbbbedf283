import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AdminPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** More controls at the pager's end (e.g. how many a page shows); kept even on one page. */
  children?: ReactNode;
}

/** Previous / next with "page 2 of 5", for every list of the admin tabs. */
export function AdminPager({ page, pageSize, total, onPage, children }: AdminPagerProps) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && page === 1 && !children) return null;
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
      {children}
    </nav>
  );
}
