import { useCallback, useEffect, useState } from 'react';

export interface Review {
  /** the move number shown; equals the live count when not reviewing */
  shown: number;
  /** an earlier position is shown */
  reviewing: boolean;
  show: (moveNumber: number) => void;
  backToLive: () => void;
}

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Which position of the game is shown: the live one, or an earlier one under review. The arrow
 * keys step through the moves (Home and End jump), unless a text field has the focus; stepping
 * past the last move is back to live, and live follows new moves.
 */
export function useReview(moveCount: number): Review {
  const [reviewed, setReviewed] = useState<number | null>(null);
  const reviewing = reviewed !== null && reviewed < moveCount;
  const shown = reviewing ? reviewed : moveCount;

  const show = useCallback(
    (moveNumber: number) => {
      const clamped = Math.max(0, Math.min(moveCount, moveNumber));
      setReviewed(clamped >= moveCount ? null : clamped);
    },
    [moveCount],
  );
  const backToLive = useCallback(() => setReviewed(null), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
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
