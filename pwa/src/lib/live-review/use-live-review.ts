import { useCallback, useMemo, useState } from 'react';
import { useMoveKeys, type MoveSteps } from '../use-move-keys';

export interface LiveReview {
  /** the move number shown; the board's move count when following live */
  shown: number;
  /** the moves played so far */
  moveCount: number;
  /** an earlier position is shown (new moves arrive meanwhile without moving it) */
  reviewing: boolean;
  show: (moveNumber: number) => void;
  backToLive: () => void;
  /** first, previous, next and last move, as the navigation's buttons and the keys give them */
  steps: MoveSteps;
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
  const steps = useMemo<MoveSteps>(
    () => ({
      first: () => show(0),
      previous: () => show(shown - 1),
      next: () => show(shown + 1),
      last: () => show(moveCount),
    }),
    [show, shown, moveCount],
  );
  useMoveKeys(steps);

  return { shown, moveCount, reviewing, show, backToLive, steps };
}
