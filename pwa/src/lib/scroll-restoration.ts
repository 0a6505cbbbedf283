import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
/** Pages that fill in after rendering (IndexedDB reads) get this long to grow tall enough. */
const RESTORE_WINDOW_MS = 1500;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(path: string, y: number): void {
  try {
    const positions = readPositions();
    positions[path] = Math.round(y);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // sessionStorage blocked or full: positions are simply not remembered.
  }
}

/** Scrolls to y once the page is tall enough, retrying while content loads; stops if the user scrolls. */
function restoreTo(y: number): () => void {
  const deadline = performance.now() + RESTORE_WINDOW_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    ['wheel', 'touchstart', 'keydown', 'pointerdown'].forEach((type) =>
      window.removeEventListener(type, stop),
    );
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    window.scrollTo(0, y);
    if (!reachable && performance.now() < deadline) frame = requestAnimationFrame(attempt);
    else stop();
  };
  ['wheel', 'touchstart', 'keydown', 'pointerdown'].forEach((type) =>
    window.addEventListener(type, stop, { passive: true }),
  );
  attempt();
  return stop;
}

/**
 * Remembers the scroll position of every path (sessionStorage) and restores it on back/forward;
 * a new navigation to another path starts at the top, or at the #hash target.
 */
export function useScrollRestoration(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // A layout effect, so the listener of the old path is gone before the new page shortens it.
  useLayoutEffect(() => {
    let latest = window.scrollY;
    let timer = 0;
    const onScroll = () => {
      latest = window.scrollY;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => savePosition(pathname, latest), 100);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      savePosition(pathname, latest);
    };
  }, [pathname]);

  useLayoutEffect(() => {
    const saved = readPositions()[pathname];
    if (navigationType === NavigationType.Pop && typeof saved === 'number') return restoreTo(saved);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
    // Only a change of path moves the page: filters written to the query string must not.
  }, [pathname]);
}
