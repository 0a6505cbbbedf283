import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TOURNAMENT_PAGE_SIZES } from '@sync/contract/admin-tournaments';
import type { PageSize } from './tournaments-query';

interface TournamentsPagerProps {
  page: number;
  size: PageSize;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
}

/** Previous / next with "page 2 of 5", and how many a page shows (5, 10 or 20). */
export function TournamentsPager({ page, size, total, onPage, onSize }: TournamentsPagerProps) {
  const { t } = useTranslation('adminTournaments');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / size));
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
      <label className="admin-tournaments__size" htmlFor={id}>
        {t('pager.size')}
        <select
          id={id}
          className="input"
          value={size}
          onChange={(event) => onSize(Number(event.target.value) as PageSize)}
        >
          {ADMIN_TOURNAMENT_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
