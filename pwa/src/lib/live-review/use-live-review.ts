import { useCallback, useEffect, useState } from 'react';

export interface LiveReview {
  /** the move number shown; the board's move count when following live */
  shown: number;
  /** an earlier position is shown (new moves arrive meanwhile without moving it) */
  reviewing: boolean;
  show: (moveNumber: number) => void;
  backToLive: () => void;
}

/** Keys typed into a field or a list are the field's own. */
function isOwnKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest('input, textarea, select, [role="listbox"]') !== null)
  );
}

/**
 * Which position of a live game is shown: the live one, following each new move, or an earlier
 * one under review, which stays while moves arrive. ← → step through the moves, Home and End
 * jump; stepping onto the last move follows live again. A new game (`gameKey`) starts live.
 * Used by the game page of online play and by the boards of broadcasts.
 */
export function useLiveReview(moveCount: number, gameKey: number | string = 0): LiveReview {
  const [reviewed, setReviewed] = useState<{ game: number | string; move: number } | null>(null);
  const at = reviewed && reviewed.game === gameKey ? reviewed.move : null;
  const reviewing = at !== null && at < moveCount;
  const shown = reviewing ? at : moveCount;

  const show = useCallback(
    (moveNumber: number) => {
      const clamped = Math.max(0, Math.min(moveCount, moveNumber));
      setReviewed(clamped >= moveCount ? null : { game: gameKey, move: clamped });
    },
    [moveCount, gameKey],
  );
  const backToLive = useCallback(() => setReviewed(null), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || isOwnKeys(event.target)) return;
      const steps: Record<string, number> = {
        ArrowLeft: shown - 1,
        ArrowRight: shown + 1,
        Home: 0,
        End: moveCount,
      };
      if (!(event.key in steps)) return;
      event.preventDefault();
      show(steps[event.key]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, moveCount, show]);

  return { shown, reviewing, show, backToLive };
}
