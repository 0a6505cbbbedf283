import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Colour, LiveGameState, PlayAction } from '@sync/contract/play';
import { undoableMoves } from '@domain/play/game-flow';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';

interface GameControlsProps {
  state: LiveGameState;
  myColour: Colour;
  act: (action: PlayAction) => Promise<boolean>;
}

/** A player's buttons during play: Pass, Resign (confirmed), undo and the answer to one. */
export function GameControls({ state, myColour, act }: GameControlsProps) {
  const { t } = useTranslation('play');
  const [resigning, setResigning] = useState(false);
  const [busy, setBusy] = useState(false);
  const myTurn = state.toMove === myColour;
  const undo = state.undoRequest;
  // on either turn: one's last move, with the opponent's answer to it when there is one
  const canUndo = undo === null && undoableMoves(state, myColour) > 0;

  const run = async (action: PlayAction) => {
    setBusy(true);
    await act(action);
    setBusy(false);
  };

  return (
    <div className="play-controls">
      <div className="play-controls__row">
        <button
          type="button"
          className="button"
          disabled={!myTurn || busy}
          onClick={() => void run({ kind: 'pass' })}
        >
          {t('actions.pass')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || !canUndo}
          onClick={() => void run({ kind: 'undo' })}
        >
          {t('actions.undo')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => setResigning(true)}
        >
          {t('actions.resign')}
        </button>
      </div>
      {undo && undo.by === myColour && (
        <p className="muted" role="status">
          {t('actions.undoWaiting')}
        </p>
      )}
      {undo && undo.by !== myColour && (
        <div className="notice play-undo" role="alert">
          <p>
            {undoableMoves(state, undo.by) === 2
              ? t('actions.undoAskedWithAnswer')
              : t('actions.undoAsked')}
          </p>
          <div className="play-controls__row">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void run({ kind: 'undo-accept' })}
            >
              {t('actions.undoAccept')}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void run({ kind: 'undo-reject' })}
            >
              {t('actions.undoReject')}
            </button>
          </div>
        </div>
      )}
      <Dialog open={resigning} onClose={() => setResigning(false)} title={t('actions.resignTitle')}>
        <p>{t('actions.resignText')}</p>
        <DialogActions
          cancelLabel={t('actions.resignCancel')}
          confirmLabel={t('actions.resign')}
          onCancel={() => setResigning(false)}
          busy={busy}
          tone="danger"
          onConfirm={() => {
            setResigning(false);
            void run({ kind: 'resign' });
          }}
        />
      </Dialog>
    </div>
  );
}
