import { useEffect } from 'react';

/** The four steps through a game's moves, given by the navigation's buttons and by the keys. */
export interface MoveSteps {
  first: () => void;
  previous: () => void;
  next: () => void;
  last: () => void;
}

const KEYS: Record<string, keyof MoveSteps> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};

/** Keys typed into a field or a list are the field's own. */
function isOwnKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest('input, textarea, select, [role="listbox"]') !== null)
  );
}

/**
 * The move keys anywhere on the page: ← → previous and next move, Home and End first and last
 * (the record viewer's, and a live game's through `useLiveReview`).
 */
export function useMoveKeys(steps: MoveSteps): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || isOwnKeys(event.target)) return;
      const step = KEYS[event.key];
      if (!step) return;
      event.preventDefault();
      steps[step]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [steps]);
}
