import { useCallback, useEffect, useState } from 'react';
import type { LiveGameSummary } from '@sync/contract/play';
import { fetchCurrentGames, fetchMyGames } from './play-api';
import { readSavedGames, saveGames } from './saved-games';

/** How often the lobby asks again for the games in progress and one's own games. */
const REFRESH_MS = 15_000;

/** A list fetched now and every REFRESH_MS while `enabled`; null until the first answer. */
function usePolled<T>(enabled: boolean, fetch: () => Promise<T>, onAnswer?: (value: T) => void) {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const load = () =>
      fetch().then(
        (answer) => {
          if (stopped) return;
          setValue(answer);
          onAnswer?.(answer);
        },
        () => undefined,
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled, fetch, onAnswer]);
  return value;
}

/** The games in progress to watch, online only. */
export function useCurrentGames(online: boolean): LiveGameSummary[] | null {
  return usePolled(online, fetchCurrentGames);
}

/** The user's own games: fetched online and saved on the device, the saved ones offline. */
export function useMyGames(userId: number | null, online: boolean): LiveGameSummary[] | null {
  const save = useCallback(
    (games: LiveGameSummary[]) => {
      if (userId !== null) saveGames(userId, games);
    },
    [userId],
  );
  const fetched = usePolled(online && userId !== null, fetchMyGames, save);
  if (userId === null) return null;
  if (online && fetched) return fetched;
  return online ? null : readSavedGames(userId);
}
