import { useTranslation } from 'react-i18next';
import { formatThousands } from '@domain/format';
import type { LibraryFormats, LibraryGameList } from '@sync/contract/game-library';
import { Pager } from '@pwa/components/pager';
import { LibraryRow } from './library-row';

interface LibraryListProps {
  page: LibraryGameList;
  formats: LibraryFormats;
  /** online: the owner's actions are offered on their records */
  canChange: boolean;
  /** an admin: the owner's actions are offered on every record shown */
  admin: boolean;
  onChanged: () => void;
  onPage: (page: number) => void;
}

/** One page of records with their count and the pager. */
export function LibraryList({
  page,
  formats,
  canChange,
  admin,
  onChanged,
  onPage,
}: LibraryListProps) {
  const { t, i18n } = useTranslation('library');
  const current = Math.floor(page.offset / Math.max(1, page.limit)) + 1;
  return (
    <>
      <p className="library-list__count" aria-live="polite">
        {t('list.count', {
          count: page.total,
          number: formatThousands(page.total, 0, i18n.resolvedLanguage),
        })}
      </p>
      {page.items.length === 0 ? (
        <p className="library-list__empty" role="status">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="library-list" aria-label={t('list.title')}>
          {page.items.map((game) => (
            <LibraryRow
              key={game.id}
              game={game}
              formats={formats}
              canChange={canChange && (game.mine || admin)}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
      <Pager ns="library" page={current} total={page.total} pageSize={page.limit} onPage={onPage} />
    </>
  );
}
