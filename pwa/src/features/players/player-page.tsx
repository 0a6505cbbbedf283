import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { PlayerDetail } from '@sync/contract/players';
import { EmptyPage } from '@pwa/components/empty-page';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useFailureText } from '@pwa/components/use-failure-text';
import { useCachedApi } from '@pwa/lib/cached-api';
import { db } from '@pwa/lib/db';
import { GamesTab } from './games-tab';
import { OpponentsTab } from './opponents-tab';
import { playerCard } from './player-card';
import { PlayerHeader } from './player-header';
import { PlayerTabs } from './player-tabs';
import { getPlayer } from './players.repo';
import { nameScript, nameWithNickname } from '@domain/format';
import { RatingTab } from './rating-tab';
import { StatisticsTab } from './statistics-tab';
import { TournamentsTab } from './tournaments-tab';
import { useLocationTree } from '@pwa/lib/use-location-tree';
import './players.css';
import './player-page.css';

export const PLAYER_TABS = ['statistics', 'rating', 'tournaments', 'opponents', 'games'] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

function isPlayerTab(value: string | null): value is PlayerTab {
  return (PLAYER_TABS as readonly (string | null)[]).includes(value);
}

function parseId(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function PlayerNotFound() {
  const { t } = useTranslation('players');
  return (
    <EmptyPage title={t('player.notFound')} badge="404">
      <Link className="button button--primary" to="/players">
        {t('player.toList')}
      </Link>
    </EmptyPage>
  );
}

function PlayerView({ playerId }: { playerId: number }) {
  const { t, i18n } = useTranslation('players');
  const script = nameScript(i18n.resolvedLanguage);
  const idPrefix = useId();
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: PlayerTab = isPlayerTab(asked) ? asked : 'statistics';
  const stored = useLiveQuery(async () => (await getPlayer(db, playerId)) ?? null, [playerId]);
  const tree = useLocationTree();
  const profile = useCachedApi<PlayerDetail>(`profile/${playerId}`);
  const card = playerCard(stored, profile.data, tree);
  useDocumentTitle(card ? nameWithNickname(card.names, script) : t('player.title'));

  if (!card) {
    if (stored === undefined || profile.loading) return <Loader />;
    if (profile.error?.status === 404) return <PlayerNotFound />;
    if (profile.offlineMissing) return <NeedsConnection what={t('player.title')} />;
    return (
      <p className="notice" role="alert">
        {t('api.failed', { message: profile.error ? failureText(profile.error) : '' })}
      </p>
    );
  }

  const select = (next: PlayerTab) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'statistics') query.delete('tab');
        else query.set('tab', next);
        if (next !== 'rating') query.delete('federation');
        return query;
      },
      { replace: true },
    );

  return (
    <div className="player-page players-feature">
      <PlayerHeader
        card={card}
        script={script}
        countsLoading={profile.loading || profile.refreshing}
      />
      <PlayerTabs
        tabs={PLAYER_TABS}
        current={tab}
        label={t('tabs.label')}
        title={(name) => t(`tabs.${name}`)}
        onSelect={select}
        idPrefix={idPrefix}
      >
        {tab === 'statistics' && <StatisticsTab playerId={playerId} />}
        {tab === 'rating' && <RatingTab playerId={playerId} agaId={card.agaId} />}
        {tab === 'tournaments' && <TournamentsTab playerId={playerId} script={script} />}
        {tab === 'opponents' && <OpponentsTab playerId={playerId} script={script} />}
        {tab === 'games' && <GamesTab playerId={playerId} script={script} />}
      </PlayerTabs>
    </div>
  );
}

/** A player: the header from the replicated row at once, details and tabs from the API (cached). */
export function PlayerPage() {
  const { id } = useParams();
  const playerId = parseId(id);
  if (playerId === null) return <PlayerNotFound />;
  // a new player starts from a fresh state (tabs, tables)
  return <PlayerView key={playerId} playerId={playerId} />;
}
