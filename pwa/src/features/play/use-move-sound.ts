import { useEffect, useRef } from 'react';
import { playMoveSound } from './move-sound';

/** Beeps when the move count grows while `enabled` (not for the moves there at the start). */
export function useMoveSound(moveCount: number | null, enabled: boolean): void {
  const seen = useRef<number | null>(null);
  const context = useRef<AudioContext | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = moveCount;
    if (!enabled || moveCount === null || before === null || moveCount <= before) return;
    context.current ??= new AudioContext();
    playMoveSound(context.current);
  }, [moveCount, enabled]);
  useEffect(() => () => void context.current?.close(), []);
}
