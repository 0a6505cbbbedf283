import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayAction } from '@sync/contract/play';
import { useToasts } from '@pwa/lib/toast-store';
import type { ActionReply } from './play-socket';

/**
 * Sends an action and says so when it was refused, and what became of a move tapped while the
 * connection was down (play-socket.ts); resolves with whether it was done. `onMoves`: for a move,
 * the number of moves on the board it was played on.
 */
export function useGameActions(
  act: (action: PlayAction, onMoves?: number) => Promise<ActionReply>,
): (action: PlayAction, onMoves?: number) => Promise<boolean> {
  const { t } = useTranslation('play');
  const showToast = useToasts((state) => state.show);
  const refusalText = useCallback(
    (reply: ActionReply) => {
      if (reply.refusal) return t(`refusals.${reply.refusal}`);
      return reply.message
        ? t('game.actionFailed', { message: reply.message })
        : t('game.actionLost');
    },
    [t],
  );
  return useCallback(
    async (action: PlayAction, onMoves?: number) => {
      const reply = await act(action, onMoves);
      const move = action.kind === 'move' ? action.move : '';
      if (reply.outcome === 'dropped') {
        showToast(t('game.moveDropped', { move }), { kind: 'warning', id: 'play-action' });
      } else if (reply.outcome === 'played-after-reconnect') {
        showToast(t('game.moveSent', { move }), { kind: 'success', id: 'play-action' });
      } else if (!reply.ok) {
        showToast(refusalText(reply), {
          kind: 'error',
          id: 'play-action',
        });
      }
      return reply.ok;
    },
    [act, refusalText, showToast, t],
  );
}
