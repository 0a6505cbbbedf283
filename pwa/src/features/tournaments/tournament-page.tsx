import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { nameScript, nameWithNickname, titleIn, type NameScript } from '@domain/format';
import type { PlayerRef } from '@sync/contract/common';
import type { TournamentDetail } from '@sync/contract/tournaments';
import { ApiState } from '@pwa/components/api-state';
import { Dialog } from '@pwa/components/dialog';
import { EmptyPage } from '@pwa/components/empty-page';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useCachedApi } from '@pwa/lib/cached-api';
import { useNicknamed } from '@pwa/lib/use-nicknamed';
import { TournamentCrosstable } from './tournament-crosstable';
import { TournamentGames } from './tournament-games';
import { TournamentHeader } from './tournament-header';
import { tournamentPaths } from './tournament-offline';
import { useCurrentRatings } from './starting-ratings';
import { TournamentPerformance } from './tournament-performance';
import { TournamentSave } from './tournament-save';
import { TournamentStatistics } from './tournament-statistics';
import './tournament.css';

function parseId(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function TournamentNotFound() {
  const { t } = useTranslation('tournament');
  return (
    <EmptyPage title={t('notFound')} badge="404">
      <Link className="button button--primary" to="/tournaments">
        {t('toList')}
      </Link>
    </EmptyPage>
  );
}

function TournamentContent({ detail, script }: { detail: TournamentDetail; script: NameScript }) {
  const { t } = useTranslation('tournament');
  const [chosen, setChosen] = useState<PlayerRef | null>(null);
  const nicknamed = useNicknamed(chosen ? [chosen.id] : []);
  const chosenName = chosen ? nameWithNickname(nicknamed(chosen), script) : '';
  const currentRatings = useCurrentRatings(detail);
  return (
    <>
      <TournamentHeader
        detail={detail}
        script={script}
        actions={<TournamentSave id={detail.id} />}
      />
      <section className="tournament-section" aria-labelledby="tournament-standings-title">
        <h2 id="tournament-standings-title">{t('standings.title')}</h2>
        {detail.standings.length === 0 ? (
          <p className="muted">{t('standings.none')}</p>
        ) : (
          <TournamentCrosstable
            standings={detail.standings}
            script={script}
            currentRatings={currentRatings}
            onPerformance={setChosen}
          />
        )}
      </section>
      <TournamentGames id={detail.id} script={script} />
      <TournamentStatistics id={detail.id} />
      <Dialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={t('performance.title', { name: chosenName })}
      >
        {chosen && (
          <TournamentPerformance
            key={chosen.id}
            tournamentId={detail.id}
            playerId={chosen.id}
            name={chosenName}
            script={script}
          />
        )}
      </Dialog>
    </>
  );
}

function TournamentView({ id }: { id: number }) {
  const { t, i18n } = useTranslation('tournament');
  const script = nameScript(i18n.resolvedLanguage);
  const state = useCachedApi<TournamentDetail>(tournamentPaths.detail(id));
  const notFound = state.data === undefined && state.error?.status === 404;
  useDocumentTitle(
    state.data ? titleIn(state.data, script) : notFound ? t('notFound') : t('title'),
  );
  if (notFound) return <TournamentNotFound />;
  return (
    <div className="tournament-page">
      <ApiState state={state} what={t('what')}>
        {(detail) => <TournamentContent detail={detail} script={script} />}
      </ApiState>
    </div>
  );
}

/** A tournament: facts, the crosstable, games by round, statistics; cached for offline. */
export function TournamentPage() {
  const { id } = useParams();
  const tournamentId = parseId(id);
  if (tournamentId === null) return <TournamentNotFound />;
  // another tournament starts from a fresh state (the performance dialog, saving)
  return <TournamentView key={tournamentId} id={tournamentId} />;
}
