import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { nameScript, nameWithNickname } from '@domain/format';
import type { GameDetail } from '@sync/contract/games';
import { EmptyPage } from '@pwa/components/empty-page';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useCachedApi, type CachedApiResult } from '@pwa/lib/cached-api';
import { useNicknamed } from '@pwa/lib/use-nicknamed';
import { DownloadLink } from './download-link';
import { GameInfoPanel } from './game-info-panel';
import { RecordBody } from './record-body';
import { readRecord } from './sgf/record';
import { useCachedText } from './use-cached-text';
import './viewer.css';

function parseId(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function GameNotFound() {
  const { t } = useTranslation('viewer');
  return (
    <EmptyPage title={t('notFound')} badge="404">
      <Link className="button button--primary" to="/games">
        {t('toGames')}
      </Link>
    </EmptyPage>
  );
}

/** What stands in for a part still coming, offline or failed. */
function Pending({ state, what }: { state: CachedApiResult<unknown>; what: string }) {
  const { t } = useTranslation('common');
  if (state.offlineMissing) return <NeedsConnection what={what} />;
  if (state.error && !state.loading) {
    return (
      <p className="notice" role="alert">
        {t('api.failed', { message: state.error.message })}
      </p>
    );
  }
  return <Loader />;
}

function Record({ game, text }: { game: GameDetail; text: string }) {
  const record = useMemo(() => readRecord(text), [text]);
  const side = (
    <>
      <DownloadLink gameId={game.id} text={text} />
      <GameInfoPanel game={game} />
    </>
  );
  return <RecordBody record={record} side={side} reviewKey={`game/${game.id}`} />;
}

function GameView({ gameId }: { gameId: number }) {
  const { t, i18n } = useTranslation('viewer');
  const script = nameScript(i18n.resolvedLanguage);
  const detail = useCachedApi<GameDetail>(`games/${gameId}`);
  const game = detail.data;
  const sgf = useCachedText(game?.hasSgf ? `games/${gameId}/sgf` : null);
  const nicknamed = useNicknamed(game ? [game.black.id, game.white.id] : []);
  const title = game
    ? t('heading', {
        black: nameWithNickname(nicknamed(game.black), script),
        white: nameWithNickname(nicknamed(game.white), script),
      })
    : t('title');
  useDocumentTitle(title);

  if (!game) {
    if (detail.error?.status === 404) return <GameNotFound />;
    return <Pending state={detail} what={t('title')} />;
  }

  const noRecord = !game.hasSgf || sgf.error?.status === 404;
  let body;
  if (noRecord) {
    body = (
      <div className="viewer-side-only">
        <p className="notice viewer-no-record" role="status">
          {t('noRecord')}
        </p>
        <GameInfoPanel game={game} />
      </div>
    );
  } else if (sgf.data === undefined) {
    body = (
      <div className="viewer-side-only">
        <Pending state={sgf} what={t('record.what')} />
        <GameInfoPanel game={game} />
      </div>
    );
  } else {
    body = <Record game={game} text={sgf.data} />;
  }

  return (
    <div className="viewer-page">
      <h1 className="viewer-page__title">{title}</h1>
      {body}
    </div>
  );
}

/** /viewer/:id: a game's SGF record on a board, with the game's information beside it. */
export function ViewerPage() {
  const { id } = useParams();
  const gameId = parseId(id);
  if (gameId === null) return <GameNotFound />;
  return <GameView key={gameId} gameId={gameId} />;
}
