import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** How long the pointer (or focus) rests on a link before its page's code is fetched. */
export const PREFETCH_DELAY_MS = 100;

/** What the prefetch reads of a link: an <a> element. */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

type Here = Pick<Location, 'href' | 'origin' | 'pathname'>;

/**
 * The path of this site a link leads to, when following it would load another page of the app;
 * null for other sites, the API and its files, downloads, new tabs and the current page.
 */
export function prefetchPath(link: LinkLike, here: Here): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/locales/')) return null;
  return url.pathname;
}

/** Loads the code of the lazy routes a path matches; a failure is left to the navigation. */
export function prefetchRoute(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}

/**
 * Fetches the code of a link's page once the pointer or focus has rested on it for
 * PREFETCH_DELAY_MS (the router's own `prefetch` works in framework mode only). Leaving the
 * link earlier, or pressing it (the navigation loads the code itself), cancels.
 */
export function useLinkPrefetch(routes: RouteObject[], delayMs = PREFETCH_DELAY_MS): void {
  useEffect(() => {
    let timer: number | undefined;
    let waiting: HTMLAnchorElement | null = null;
    /** the link just pressed: no prefetch for it until the pointer leaves it */
    let pressed: HTMLAnchorElement | null = null;
    const fetched = new Set<string>();

    const cancel = () => {
      window.clearTimeout(timer);
      waiting = null;
    };
    const enter = (event: Event) => {
      const link = linkOf(event.target);
      if (!link || link === waiting || link === pressed) return;
      cancel();
      const path = prefetchPath(link, window.location);
      if (path === null || fetched.has(path)) return;
      waiting = link;
      timer = window.setTimeout(() => {
        waiting = null;
        fetched.add(path);
        prefetchRoute(routes, path);
      }, delayMs);
    };
    const leave = (event: PointerEvent | FocusEvent) => {
      const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      if (waiting && !waiting.contains(next)) cancel();
      if (pressed && !pressed.contains(next)) pressed = null;
    };
    const press = (event: Event) => {
      pressed = linkOf(event.target);
      cancel();
    };

    document.addEventListener('pointerover', enter);
    document.addEventListener('focusin', enter);
    document.addEventListener('pointerout', leave);
    document.addEventListener('focusout', leave);
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('keydown', cancel, true);
    return () => {
      cancel();
      document.removeEventListener('pointerover', enter);
      document.removeEventListener('focusin', enter);
      document.removeEventListener('pointerout', leave);
      document.removeEventListener('focusout', leave);
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('keydown', cancel, true);
    };
  }, [routes, delayMs]);
}
