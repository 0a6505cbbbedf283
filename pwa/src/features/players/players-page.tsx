import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadingNotice } from '@pwa/components/downloading-notice';
import { Loader } from '@pwa/components/loader';
import { useLocationTree } from '@pwa/lib/use-location-tree';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { PlayerFilters } from './player-filters';
import { PlayerTable } from './player-table';
import { formatThousands, nameScript } from '@domain/format';
import { PLAYER_SORT_KEYS, type PlayerSortKey } from '@pwa/lib/players-query/players-query';
import { defaultDirection } from './players-url';
import { usePlayers, usePlayersCount, usePlayersReplica, useTournamentTitles } from './use-players';
import { usePlayersView } from './use-players-view';
import './players.css';

/** Rows added by each "Load more". */
export const PAGE_SIZE = 50;

export function PlayersPage() {
  const { t, i18n } = useTranslation('players');
  useDocumentTitle(t('title'));
  const script = nameScript(i18n.resolvedLanguage);
  const [view, update] = usePlayersView();
  const viewKey = JSON.stringify(view);
  const [paging, setPaging] = useState({ key: viewKey, limit: PAGE_SIZE });
  const limit = paging.key === viewKey ? paging.limit : PAGE_SIZE;
  const { result, pending } = usePlayers(view, script, limit);
  const total = usePlayersCount(view);
  const replica = usePlayersReplica();
  const tree = useLocationTree();
  const players = result?.players ?? [];
  const titles = useTournamentTitles(
    players.flatMap((p) => (p.lastTournamentId === null ? [] : [p.lastTournamentId])),
    script,
  );

  const sortBy = (key: PlayerSortKey) =>
    update({
      sort: key,
      direction:
        key === view.sort ? (view.direction === 'asc' ? 'desc' : 'asc') : defaultDirection(key),
    });

  const downloading = replica !== undefined && replica.count === 0 && !replica.complete;
  let content;
  if (replica === undefined || (result === undefined && !downloading)) {
    content = <Loader />;
  } else if (downloading) {
    content = (
      <DownloadingNotice
        labels={{
          title: t('list.downloading'),
          text: t('list.downloadingText'),
          percent: (percent) => t('list.downloadingPercent', { percent }),
          offlineTitle: t('list.notDownloaded'),
          offlineText: t('list.notDownloadedOffline'),
        }}
      />
    );
  } else if (players.length === 0) {
    content = (
      <p className="players-empty" role="status">
        {t('list.empty')}
      </p>
    );
  } else {
    content = (
      <>
        <PlayerTable
          players={players}
          federation={view.federation}
          script={script}
          tree={tree}
          sort={view.sort}
          direction={view.direction}
          onSort={sortBy}
          tournamentTitles={titles}
        />
        {result?.hasMore && (
          <button
            type="button"
            className="button players-more"
            aria-busy={pending || undefined}
            disabled={pending}
            onClick={() => setPaging({ key: viewKey, limit: limit + PAGE_SIZE })}
          >
            {pending ? t('list.loading') : t('list.loadMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="players-page players-feature">
      <h1 className="page-title">{t('title')}</h1>
      <PlayerFilters view={view} update={update} tree={tree} script={script} />
      <div className="players-toolbar">
        <p className="players-toolbar__count" aria-live="polite">
          {/* A count below the rows shown is one of an older state of the replica (the first
              download goes on): not shown until it is counted again. */}
          {replica && !downloading && total !== undefined && total >= players.length
            ? t('list.total', {
                count: total,
                number: formatThousands(total, 0, i18n.resolvedLanguage),
              })
            : ''}
          {replica && replica.count > 0 && !replica.complete && (
            <span className="players-toolbar__partial"> {t('list.partial')}</span>
          )}
        </p>
        <label className="players-toolbar__sort">
          <span>{t('sort.label')}</span>
          <select
            className="input"
            value={view.sort}
            onChange={(event) => {
              const key = PLAYER_SORT_KEYS.find((k) => k === event.target.value);
              if (key) update({ sort: key, direction: defaultDirection(key) });
            }}
          >
            {PLAYER_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`columns.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          aria-label={t('sort.toggle', { order: t(`sort.${view.direction}`) })}
          onClick={() => update({ direction: view.direction === 'asc' ? 'desc' : 'asc' })}
        >
          <span aria-hidden="true">{view.direction === 'asc' ? '▲' : '▼'}</span>
          {t(`sort.${view.direction}`)}
        </button>
      </div>
      {content}
    </div>
  );
}
