import { useEffect, useState } from 'react';

/** Clocks redraw this often (ms): tenths are shown under ten seconds. */
const TICK_MS = 100;

/** The server's time now (ms since epoch, from the measured offset), redrawn while `ticking`. */
export function useServerNow(offset: number, ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now + offset;
}
