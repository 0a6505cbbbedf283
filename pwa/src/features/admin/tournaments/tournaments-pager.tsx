import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TOURNAMENT_PAGE_SIZES } from '@sync/contract/admin-tournaments';
import { Pager } from '@pwa/components/pager';
import type { PageSize } from './tournaments-query';

interface TournamentsPagerProps {
  page: number;
  size: PageSize;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
}

/** The admin pager with how many a page shows (5, 10 or 20). */
export function TournamentsPager({ page, size, total, onPage, onSize }: TournamentsPagerProps) {
  const { t } = useTranslation('adminTournaments');
  const id = useId();
  return (
    <Pager ns="admin" page={page} pageSize={size} total={total} onPage={onPage}>
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
    </Pager>
  );
}
