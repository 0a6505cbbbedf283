import { useEffect } from 'react';
import { applyTheme, resolveTheme, systemDarkQuery, writeThemeMode } from './theme';
import { useThemeStore } from './theme-store';

/** Applies the stored theme at start and, in auto mode, follows the system scheme live. */
export function useThemeSync(): void {
  const mode = useThemeStore((state) => state.mode);

  useEffect(() => {
    applyTheme(resolveTheme(mode), false);
    if (mode !== 'auto') return;
    const query = systemDarkQuery();
    const onChange = () => {
      writeThemeMode('auto');
      applyTheme(resolveTheme('auto'), true);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [mode]);
}
