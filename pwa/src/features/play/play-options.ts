import { useCallback, useState } from 'react';

/** The player's own choices on the game page, kept on the device. */
export interface PlayOptions {
  /** a first tap shows the stone, a second on the same point plays it */
  confirmMoves: boolean;
  /** a short beep on every move */
  moveSound: boolean;
}

const OPTIONS_KEY = 'play.options';

/** Touch screens confirm moves by default: a finger easily lands on the wrong point. */
export function defaultOptions(coarsePointer: boolean): PlayOptions {
  return { confirmMoves: coarsePointer, moveSound: false };
}

/** The stored options over the defaults; anything unreadable keeps the default. */
export function parseOptions(text: string | null, defaults: PlayOptions): PlayOptions {
  if (!text) return defaults;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof PlayOptions, unknown>>;
    return {
      confirmMoves:
        typeof value.confirmMoves === 'boolean' ? value.confirmMoves : defaults.confirmMoves,
      moveSound: typeof value.moveSound === 'boolean' ? value.moveSound : defaults.moveSound,
    };
  } catch {
    return defaults;
  }
}

function readOptions(): PlayOptions {
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  try {
    return parseOptions(window.localStorage.getItem(OPTIONS_KEY), defaultOptions(coarse));
  } catch {
    return defaultOptions(coarse);
  }
}

/** The options and a setter that stores them. */
export function usePlayOptions(): [PlayOptions, (changes: Partial<PlayOptions>) => void] {
  const [options, setOptions] = useState(readOptions);
  const change = useCallback((changes: Partial<PlayOptions>) => {
    setOptions((old) => {
      const next = { ...old, ...changes };
      try {
        window.localStorage.setItem(OPTIONS_KEY, JSON.stringify(next));
      } catch {
        // storage blocked: the choice lasts as long as the page
      }
      return next;
    });
  }, []);
  return [options, change];
}
