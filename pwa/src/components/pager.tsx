import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  /** How many items there are, and how many a page shows. */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The namespace whose `pager.label`, `pager.previous`, `pager.next` and `pager.where` it shows. */
  ns: string;
  /** More controls at the pager's end (e.g. how many a page shows); kept even on one page. */
  children?: ReactNode;
}

/** Previous and next page, and "page 2 of 5"; nothing on a single page without extra controls. */
export function Pager({ page, total, pageSize, onPage, ns, children }: PagerProps) {
  const { t } = useTranslation(ns);
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages === 1 && page === 1 && !children) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t('pager.previous')}
      </button>
      <span className="pager__where" aria-current="page">
        {t('pager.where', { page, pages })}
      </span>
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
