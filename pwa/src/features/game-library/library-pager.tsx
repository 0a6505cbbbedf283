import { useTranslation } from 'react-i18next';

interface LibraryPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next page, and where the list is. */
export function LibraryPager({ page, pages, onPage }: LibraryPagerProps) {
  const { t } = useTranslation('library');
  if (pages <= 1) return null;
  return (
    <nav className="library-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span className="library-pager__where" aria-current="page">
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
    </nav>
  );
}
