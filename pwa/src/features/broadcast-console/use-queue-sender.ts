import { useCallback, useEffect, useRef, useState } from 'react';
import type { GoDatabase, QueuedBroadcastAction } from '@pwa/lib/db';
import { readBroadcast, sendAction } from './console-api';
import { dropBoardActions, queuedActions, removeAction } from './console-queue.repo';
import { storeBoard } from './broadcast-store';
import { QueueSender } from './queue-sender';

/** The server refused a waiting action of a board: its sending stopped. */
export interface BoardRefusal {
  board: number;
  status: number;
  message: string;
}

export interface QueueState {
  refusals: BoardRefusal[];
  /** the last send got no answer: waiting for the network */
  waitingForNetwork: boolean;
  /** drops the board's waiting actions, reads the broadcast again and sends again */
  dropBoard: (board: number) => Promise<void>;
}

/** The sender of the broadcast's offline queue (`queue`, read live), started with the page. */
export function useQueueSender(
  db: GoDatabase,
  id: number,
  queue: readonly QueuedBroadcastAction[] | undefined,
): QueueState {
  const [refusals, setRefusals] = useState<BoardRefusal[]>([]);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const sender = useRef<QueueSender | null>(null);

  useEffect(() => {
    const created = new QueueSender({
      list: () => queuedActions(db, id),
      send: sendAction,
      // one transaction: the board never shows the move both sent and waiting
      done: (action, outcome) =>
        db.transaction('rw', db.cache, db.broadcastQueue, async () => {
          await storeBoard(db, id, outcome.board);
          if (action.id !== undefined) await removeAction(db, action.id);
        }),
      refused: (action, status, message) =>
        setRefusals((known) => [
          ...known.filter((refusal) => refusal.board !== action.board),
          { board: action.board, status, message },
        ]),
      waiting: setWaitingForNetwork,
    });
    sender.current = created;
    const kick = () => created.kick();
    window.addEventListener('online', kick);
    created.kick();
    return () => {
      window.removeEventListener('online', kick);
      created.stop();
      sender.current = null;
    };
  }, [db, id]);

  // a new action (this tab or another) is sent at once
  useEffect(() => {
    if (queue && queue.length > 0) sender.current?.kick();
  }, [queue]);

  const dropBoard = useCallback(
    async (number: number) => {
      await dropBoardActions(db, id, number);
      setRefusals((known) => known.filter((refusal) => refusal.board !== number));
      // only this board: nothing of it is on its way, while other boards' sends may be
      const fresh = await readBroadcast(id).catch(() => null);
      const board = fresh?.boards.find((known) => known.number === number);
      if (board) await storeBoard(db, id, board);
      sender.current?.unblock(number);
    },
    [db, id],
  );

  return { refusals, waitingForNetwork, dropBoard };
}
