import { useEffect, useState } from 'react';
import type { BotInfo } from '@sync/contract/play';
import { useOnline } from '@pwa/lib/online';
import { fetchBots } from './play-api';

/** How often an open dialog asks again how busy the bots are. */
const REFRESH_MS = 10_000;

/** GET /bots while `active` and online: which bots can play here and how busy they are. */
export function useBots(active: boolean): BotInfo[] | null {
  const online = useOnline();
  const [bots, setBots] = useState<BotInfo[] | null>(null);
  useEffect(() => {
    if (!active || !online) return;
    let stopped = false;
    const load = () =>
      fetchBots().then(
        (answer) => {
          if (!stopped) setBots(answer);
        },
        () => undefined,
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, online]);
  return bots;
}
