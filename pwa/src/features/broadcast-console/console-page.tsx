import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Broadcast } from '@sync/contract/broadcasts';
import { ApiState } from '@pwa/components/api-state';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { db, type QueuedBroadcastAction } from '@pwa/lib/db';
import { useOnline } from '@pwa/lib/online';
import { BoardPanel } from './board-panel';
import { BoardTabs } from './board-tabs';
import { ConsoleAccess } from './console-access';
import { ConsoleStatus } from './console-status';
import { useBroadcastStream } from './use-broadcast-stream';
import { useConsoleBroadcast } from './use-console-broadcast';
import { useQueueSender } from './use-queue-sender';
import './broadcast-console.css';

interface ConsoleBodyProps {
  broadcast: Broadcast;
  queue: QueuedBroadcastAction[] | undefined;
}

function ConsoleBody({ broadcast, queue }: ConsoleBodyProps) {
  const { t } = useTranslation('broadcastConsole');
  const online = useOnline();
  const { refusals, waitingForNetwork, dropBoard } = useQueueSender(db, broadcast.id, queue);
  useBroadcastStream(db, broadcast.id, online);
  const [selected, setSelected] = useState(broadcast.boards[0]?.number ?? 1);
  const board = broadcast.boards.find((known) => known.number === selected);
  const waiting = useMemo(() => queue ?? [], [queue]);
  const pending = useMemo(() => {
    const counts = new Map<number, number>();
    for (const action of waiting) counts.set(action.board, (counts.get(action.board) ?? 0) + 1);
    return counts;
  }, [waiting]);

  return (
    <>
      <header className="console-page__header">
        <h1 className="console-page__title">{t('console.title', { title: broadcast.title })}</h1>
        <Link to={`/broadcast/${broadcast.id}`}>{t('console.viewerLink')}</Link>
      </header>
      <ConsoleStatus
        online={online}
        pending={waiting.length}
        waitingForNetwork={waitingForNetwork}
        refusals={refusals}
        onDrop={(number) => {
          dropBoard(number).catch(() => undefined);
        }}
      />
      <BoardTabs
        boards={broadcast.boards}
        selected={selected}
        pending={pending}
        onSelect={setSelected}
      />
      {board && (
        <BoardPanel
          key={board.number}
          broadcastId={broadcast.id}
          board={board}
          queue={waiting.filter((action) => action.board === board.number)}
          stopped={refusals.some((refusal) => refusal.board === board.number)}
        />
      )}
    </>
  );
}

/** /broadcast/:id/console: the broadcaster's console, which keeps working without a network. */
export function ConsolePage() {
  const { t } = useTranslation('broadcastConsole');
  useDocumentTitle(t('console.documentTitle'));
  const { id } = useParams();
  const broadcastId = Number(id);
  const valid = Number.isSafeInteger(broadcastId) && broadcastId > 0;
  const online = useOnline();
  const { state, queue } = useConsoleBroadcast(db, valid ? broadcastId : null, online);
  return (
    <ConsoleAccess>
      <div className="console-page" data-testid="console-page">
        {valid ? (
          <ApiState state={state} what={t('console.what')}>
            {(broadcast) => <ConsoleBody broadcast={broadcast} queue={queue} />}
          </ApiState>
        ) : (
          <p className="notice" role="alert">
            {t('console.notFound')}
          </p>
        )}
      </div>
    </ConsoleAccess>
  );
}
