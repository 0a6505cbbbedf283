import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Broadcast } from '@sync/contract/broadcasts';
import { EmptyPage } from '@pwa/components/empty-page';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useSession } from '@pwa/lib/session-store';
import { hasRole } from '@pwa/lib/session-user';
import { BoardStrip } from './board-strip';
import { BoardView } from './board-view';
import { BroadcastHeader } from './broadcast-header';
import { useBroadcastStream, type StreamConnection } from './use-broadcast-stream';
import './broadcasts.css';

function parseId(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function BroadcastNotFound() {
  const { t } = useTranslation('broadcasts');
  return (
    <EmptyPage title={t('notFound')} badge="404">
      <Link className="button button--primary" to="/broadcasts">
        {t('toList')}
      </Link>
    </EmptyPage>
  );
}

function Shown({ broadcast, connection }: { broadcast: Broadcast; connection: StreamConnection }) {
  const { t } = useTranslation('broadcasts');
  const [params, setParams] = useSearchParams();
  const user = useSession((s) => s.user);
  const canEdit = broadcast.canEdit || hasRole(user, 'admin') || hasRole(user, 'broadcaster');
  const wanted = Number(params.get('board'));
  const board =
    broadcast.boards.find((one) => one.number === wanted) ?? broadcast.boards[0] ?? null;
  const select = (number: number) => {
    const next = new URLSearchParams(params);
    next.set('board', String(number));
    setParams(next, { replace: true });
  };
  return (
    <div className="broadcast-page">
      <BroadcastHeader broadcast={broadcast} connection={connection} canEdit={canEdit} />
      {board === null ? (
        <p className="muted">{t('boards.none')}</p>
      ) : (
        <>
          <BoardStrip boards={broadcast.boards} selected={board.number} onSelect={select} />
          <BoardView
            key={board.number}
            broadcastId={broadcast.id}
            board={board}
            boardsCount={broadcast.boards.length}
            onBoard={select}
          />
        </>
      )}
    </div>
  );
}

function BroadcastView({ id }: { id: number }) {
  const { t } = useTranslation('broadcasts');
  const stream = useBroadcastStream(id);
  useDocumentTitle(stream.broadcast?.title ?? t('title'));
  if (stream.broadcast) {
    return <Shown broadcast={stream.broadcast} connection={stream.connection} />;
  }
  if (stream.notFound) return <BroadcastNotFound />;
  if (stream.offlineMissing) return <NeedsConnection what={t('title')} />;
  return <Loader />;
}

/** /broadcast/:id: a broadcast followed live, its boards, the selected one large. */
export function BroadcastPage() {
  const { id } = useParams();
  const broadcastId = parseId(id);
  if (broadcastId === null) return <BroadcastNotFound />;
  return <BroadcastView key={broadcastId} id={broadcastId} />;
}
