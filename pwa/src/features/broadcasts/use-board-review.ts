import { useCallback, useEffect, useState } from 'react';

export interface BoardReview {
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
 * Which position of a board is shown: the live one, following each new move, or an earlier one
 * under review, which stays while moves arrive. ← → step through the moves, Home and End jump;
 * stepping onto the last move follows live again. A new board (`boardKey`) starts live.
 */
export function useBoardReview(moveCount: number, boardKey: number): BoardReview {
  const [reviewed, setReviewed] = useState<{ board: number; move: number } | null>(null);
  const at = reviewed && reviewed.board === boardKey ? reviewed.move : null;
  const reviewing = at !== null && at < moveCount;
  const shown = reviewing ? at : moveCount;

  const show = useCallback(
    (moveNumber: number) => {
      const clamped = Math.max(0, Math.min(moveCount, moveNumber));
      setReviewed(clamped >= moveCount ? null : { board: boardKey, move: clamped });
    },
    [moveCount, boardKey],
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
