import { useTranslation } from 'react-i18next';

interface BroadcastsPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next page, and where the list is. */
export function BroadcastsPager({ page, pages, onPage }: BroadcastsPagerProps) {
  const { t } = useTranslation('broadcasts');
  if (pages <= 1) return null;
  return (
    <nav className="broadcasts-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span aria-current="page">{t('pager.where', { page, pages })}</span>
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
