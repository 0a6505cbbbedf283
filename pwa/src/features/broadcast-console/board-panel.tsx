import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BroadcastBoard } from '@sync/contract/broadcasts';
import { MoveEntry } from '@pwa/components/move-entry';
import { db } from '@pwa/lib/db';
import type { QueuedBroadcastAction } from '@pwa/lib/db';
import { localPosition } from './board-view';
import { CommentForm } from './comment-form';
import { addComment, enterMove, setResult, undoMove, type ActionRefusal } from './console-actions';
import { ConsoleBoard } from './console-board';
import { ConsoleMoves } from './console-moves';
import { localBoard } from './local-board';
import { ResultForm } from './result-form';
import { SourceNotice } from './source-notice';

interface BoardPanelProps {
  broadcastId: number;
  board: BroadcastBoard;
  /** this board's waiting actions, in order */
  queue: QueuedBroadcastAction[];
  /** the server refused one of them: entering more would only pile up */
  stopped: boolean;
}

/** One board of the console: the board to enter moves on, its controls, comment and result. */
export function BoardPanel({ broadcastId, board, queue, stopped }: BoardPanelProps) {
  const { t } = useTranslation('broadcastConsole');
  const [refusal, setRefusal] = useState<ActionRefusal | null>(null);
  const local = useMemo(() => localBoard(board, queue), [board, queue]);
  const position = useMemo(() => localPosition(board, local), [board, local]);
  const manual = board.source.kind === 'manual';
  const canEnter = manual && !stopped && local.result === null;
  const run = (action: Promise<ActionRefusal | null>) => {
    action.then(setRefusal, () => setRefusal('missing'));
  };
  const move = (vertex: string) => run(enterMove(db, broadcastId, board.number, vertex));
  const lastComments = board.comments.filter(
    (comment) => comment.moveNumber === local.moves.length,
  );
  const waitingComments = local.waitingComments.filter(
    (comment) => comment.moveNumber === local.moves.length,
  );

  return (
    <section
      className="console-panel"
      aria-label={t('board.number', { number: board.number })}
      data-testid="console-panel"
      data-board={board.number}
      data-moves={local.moves.length}
    >
      <h2 className="console-panel__heading">
        {t('board.heading', {
          number: board.number,
          black: board.black.name,
          white: board.white.name,
        })}
      </h2>
      <p className="muted console-panel__facts">
        {t('board.facts', { size: board.boardSize, handicap: board.handicap, komi: board.komi })}
        {board.timeControl ? ` · ${board.timeControl}` : ''}
      </p>
      {!manual && <SourceNotice source={board.source} />}
      <p className="console-panel__turn" role="status">
        {local.result !== null
          ? t('board.finished', { result: local.result })
          : t(`board.toMove.${position.toMove}`, { seq: local.moves.length + 1 })}
      </p>
      {refusal && (
        <p className="profile-field__error" role="alert" data-testid="console-refusal">
          {t(`refusal.${refusal}`)}
        </p>
      )}
      <div className="console-panel__grid">
        <ConsoleBoard
          size={board.boardSize}
          position={position}
          local={local}
          canEnter={canEnter}
          onMove={move}
        />
        <div className="console-panel__side">
          <div className="console-actions">
            <button
              type="button"
              className="button"
              disabled={!canEnter}
              onClick={() => move('pass')}
            >
              {t('actions.pass')}
            </button>
            <button
              type="button"
              className="button"
              disabled={!canEnter || local.moves.length === 0}
              onClick={() => run(undoMove(db, broadcastId, board.number))}
            >
              {t('actions.undo')}
            </button>
          </div>
          <MoveEntry
            boardSize={board.boardSize}
            disabled={!canEnter}
            onSubmit={move}
            labels={{
              label: t('entry.label'),
              submit: t('entry.submit'),
              invalid: t('entry.invalid'),
            }}
          />
          <ConsoleMoves local={local} handicap={board.handicap} />
          <CommentForm
            moveNumber={local.moves.length}
            comments={lastComments}
            waiting={waitingComments}
            disabled={!manual || stopped}
            onAdd={(text) => run(addComment(db, broadcastId, board.number, text))}
          />
          <ResultForm
            result={local.result}
            disabled={!manual || stopped}
            onSet={(result) => run(setResult(db, broadcastId, board.number, result))}
          />
        </div>
      </div>
    </section>
  );
}
