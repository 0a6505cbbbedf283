import { useSyncExternalStore } from 'react';

/** A phone: a coarse pointer or a narrow screen, where a tap only proposes a move. */
const PHONE_QUERY = '(pointer: coarse), (max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether a tap on the board puts a ghost stone that a Confirm button plays. */
export function useConfirmTaps(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
