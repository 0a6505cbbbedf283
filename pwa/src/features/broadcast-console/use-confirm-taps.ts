import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from '@pwa/lib/breakpoints';

/** A phone: a coarse pointer or a narrow screen, where a tap only proposes a move. */
const CONFIRM_TAPS_QUERY = `(pointer: coarse), ${PHONE_QUERY}`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(CONFIRM_TAPS_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether a tap on the board puts a ghost stone that a Confirm button plays. */
export function useConfirmTaps(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(CONFIRM_TAPS_QUERY).matches,
    () => false,
  );
}
