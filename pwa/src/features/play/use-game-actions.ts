import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayAction } from '@sync/contract/play';
import { useToasts } from '@pwa/lib/toast-store';
import type { ActionReply } from './play-socket';
import { refusalKey } from './refusal-text';

/** Sends an action and says so when it was refused; resolves with whether it was done. */
export function useGameActions(
  act: (action: PlayAction) => Promise<ActionReply>,
): (action: PlayAction) => Promise<boolean> {
  const { t } = useTranslation('play');
  const showToast = useToasts((state) => state.show);
  const refusalText = useCallback(
    (message: string) => {
      const key = refusalKey(message);
      return key ? t(`refusals.${key}`) : t('game.actionFailed', { message });
    },
    [t],
  );
  return useCallback(
    async (action: PlayAction) => {
      const reply = await act(action);
      if (!reply.ok) {
        showToast(reply.message ? refusalText(reply.message) : t('game.actionLost'), {
          kind: 'error',
          id: 'play-action',
        });
      }
      return reply.ok;
    },
    [act, refusalText, showToast, t],
  );
}
