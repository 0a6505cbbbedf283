import { useEffect, useMemo, useReducer } from 'react';
import {
  playerReducer,
  type PlayerAction,
  type PlayerState,
  type PlayerStep,
} from './demo-player-state';

/** How long each move stays on the board while the game plays by itself (ms). */
export const MOVE_INTERVAL = 1200;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** Keys typed into a field or a list are the field's own. */
function isFieldKey(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest('input, textarea, select, [role="listbox"]') !== null)
  );
}

/** Space on a button or a link presses it: the page's own Space (play, pause) is for the rest. */
function isPressable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a, summary') !== null;
}

const KEYS: Partial<Record<string, PlayerStep>> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
  ' ': 'toggle',
};

export interface DemoPlayer {
  state: PlayerState;
  dispatch: (action: PlayerAction) => void;
}

/**
 * The demo's move and playback over a game of `total` moves. It starts playing by itself unless
 * the reader asks for reduced motion (then, and when that preference turns on, it waits for the
 * play button). Keys anywhere on the page: ← → a move back and forward, Home and End the first
 * and the last, Space play and pause.
 */
export function useDemoPlayer(total: number): DemoPlayer {
  const reducer = useMemo(() => playerReducer(total), [total]);
  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    move: 0,
    playing: !prefersReducedMotion(),
  }));

  useEffect(() => {
    if (!state.playing) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), MOVE_INTERVAL);
    return () => window.clearInterval(timer);
  }, [state.playing]);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => {
      if (query.matches) dispatch({ type: 'pause' });
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || isFieldKey(event.target)) return;
      const type = KEYS[event.key];
      if (!type || (type === 'toggle' && isPressable(event.target))) return;
      event.preventDefault();
      dispatch({ type });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return { state, dispatch };
}
