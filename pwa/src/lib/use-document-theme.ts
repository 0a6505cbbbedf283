import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const getSnapshot = () => document.documentElement.dataset.theme ?? 'light';

/** The theme in effect on <html> ('light' or 'dark'), for drawings that cannot use CSS variables. */
export function useDocumentTheme(): string {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'light');
}
