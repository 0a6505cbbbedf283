import { useEffect } from 'react';
import type { ViewerActions } from './use-viewer';

type KeyAction = keyof Omit<ViewerActions, 'enter'>;

const KEYS: Record<string, KeyAction> = {
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

/** The viewer's keys anywhere on the page: ← → previous and next move, Home and End first and last. */
export function useViewerKeys(actions: ViewerActions): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || isOwnKeys(event.target)) return;
      const action = KEYS[event.key];
      if (!action) return;
      event.preventDefault();
      actions[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [actions]);
}
