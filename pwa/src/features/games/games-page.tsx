import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatThousands, nameScript } from '@domain/format';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { GamesFilters } from './games-filters';
import { GamesTable } from './games-table';
import { gamesViewParams } from './games-url';
import { useGamesView } from './use-games-view';
import './games.css';

/** Rows fetched by the first page and each "Load more". */
export const GAMES_PAGE_SIZE = 50;

interface Paging {
  /** the view the pages belong to: a new filter starts from one page */
  key: string;
  pages: number;
  total: number | null;
}

/** /games: the played games, newest first (the scheduled pairings when asked), filtered. */
export function GamesPage() {
  const { t, i18n } = useTranslation('games');
  // the links to the users' own records (features/game-library) and videos (features/video)
  // say it in their own words
  const { t: tLibrary } = useTranslation('library');
  const { t: tVideo } = useTranslation('video');
  useDocumentTitle(t('title'));
  const script = nameScript(i18n.resolvedLanguage);
  const [view, update] = useGamesView();
  const key = gamesViewParams(view).toString();
  const [paging, setPaging] = useState<Paging>({ key, pages: 1, total: null });
  const current = paging.key === key ? paging : { key, pages: 1, total: null };
  const onTotal = useCallback(
    (total: number) =>
      setPaging((old) => (old.key === key ? { ...old, total } : { key, pages: 1, total })),
    [key],
  );
  const { pages, total } = current;

  return (
    <div className="games-page">
      <h1 className="games-page__title">{t('title')}</h1>
      <p className="games-page__records">
        <Link to="/games/records">{tLibrary('link')}</Link>
        {' · '}
        <Link to="/games/video">{tVideo('link')}</Link>
      </p>
      <GamesFilters view={view} update={update} script={script} />
      <p className="games-page__count" aria-live="polite">
        {total === null
          ? ''
          : // the played games, or the scheduled pairings when asked
            t(view.scheduled ? 'scheduledCount' : 'count', {
              count: total,
              number: formatThousands(total, 0, i18n.resolvedLanguage),
            })}
      </p>
      {key === '' && <p className="games-page__note muted">{t('countNote')}</p>}
      {total === 0 ? (
        <p className="games-page__empty" role="status">
          {t('empty')}
        </p>
      ) : (
        <GamesTable
          key={key}
          view={view}
          pages={pages}
          pageSize={GAMES_PAGE_SIZE}
          script={script}
          onTotal={onTotal}
        />
      )}
      {total !== null && pages * GAMES_PAGE_SIZE < total && (
        <button
          type="button"
          className="button games-page__more"
          onClick={() => setPaging({ key, pages: pages + 1, total })}
        >
          {t('loadMore')}
        </button>
      )}
    </div>
  );
}
