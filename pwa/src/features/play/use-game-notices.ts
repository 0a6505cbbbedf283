import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Colour, LiveGameState } from '@sync/contract/play';
import { showToast } from '@pwa/lib/toast-store';
import { gameNotices, type GameNotice, type NoticeSnapshot } from './game-notices';
import type { LiveGame } from './use-live-game';

const VIBRATION_MS = 120;

function vibrate(): void {
  try {
    navigator.vibrate?.(VIBRATION_MS);
  } catch {
    // a browser that refuses (no user gesture yet) just stays still
  }
}

/**
 * Shows the player's notices (game-notices.ts) as toasts at the top of the screen, where a phone
 * sees them whatever is scrolled into view, with a short vibration where the device allows and
 * the game's beep (when the sound is on; a pass beeps already, as a move).
 */
export function useGameNotices(
  state: LiveGameState,
  game: LiveGame,
  myColour: Colour | null,
  userId: number | null,
  beep: () => void,
): void {
  const { t } = useTranslation('play');
  const previous = useRef<NoticeSnapshot | null>(null);

  useEffect(() => {
    const now: NoticeSnapshot = {
      moves: state.moves,
      toMove: state.toMove,
      undoRequest: state.undoRequest,
      chat: game.chat,
      historyChatId: game.historyChatId,
    };
    const notices = gameNotices(previous.current, now, myColour, userId);
    previous.current = now;
    const text = (notice: GameNotice) =>
      notice.kind === 'chat'
        ? t('notices.chat', { name: notice.line.name, text: notice.line.text })
        : t(`notices.${notice.kind}`);
    for (const notice of notices) {
      showToast(text(notice), { id: `game-notice-${notice.kind}` });
    }
    if (notices.length > 0) vibrate();
    if (notices.some((notice) => notice.kind !== 'opponentPassed')) beep();
  }, [state, game.chat, game.historyChatId, myColour, userId, t, beep]);
}
