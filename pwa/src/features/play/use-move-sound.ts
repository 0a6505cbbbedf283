import { useCallback, useEffect, useRef } from 'react';
import { playMoveSound } from './move-sound';

/** The game's beep (one AudioContext for the page), silent while the sound is switched off. */
export function useBeep(enabled: boolean): () => void {
  const context = useRef<AudioContext | null>(null);
  useEffect(() => () => void context.current?.close(), []);
  return useCallback(() => {
    if (!enabled) return;
    context.current ??= new AudioContext();
    playMoveSound(context.current);
  }, [enabled]);
}

/** Beeps when the move count grows (not for the moves there at the start). */
export function useMoveSound(moveCount: number | null, beep: () => void): void {
  const seen = useRef<number | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = moveCount;
    if (moveCount === null || before === null || moveCount <= before) return;
    beep();
  }, [moveCount, beep]);
}
