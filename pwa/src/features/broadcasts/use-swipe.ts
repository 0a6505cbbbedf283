import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in CSS pixels, for a swipe. */
const SWIPE_DISTANCE = 48;

interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * A sideways swipe of a finger or pen (not a mouse): leftwards calls `onNext`, rightwards
 * `onPrevious`. The element keeps vertical scrolling (touch-action: pan-y in its CSS).
 */
export function useSwipe(onPrevious: () => void, onNext: () => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number; pointer: number } | null>(null);
  return {
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, pointer: event.pointerId };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from || from.pointer !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
