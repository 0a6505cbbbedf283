export type ThemeMode = 'light' | 'dark' | 'auto';
export type Theme = 'light' | 'dark';

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'auto'];

const THEME_KEY = 'theme';
const AUTO_KEY = 'AutoThemeMode';
const TRANSITION_CLASS = 'theme-transition';
const TRANSITION_MS = 300;
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The header colour of each theme, for <meta name="theme-color">. */
const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#15191d' };

export function systemDarkQuery(): MediaQueryList {
  return window.matchMedia(DARK_QUERY);
}

export function resolveTheme(mode: ThemeMode): Theme {
  if (mode !== 'auto') return mode;
  return systemDarkQuery().matches ? 'dark' : 'light';
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The mode chosen last: 'AutoThemeMode' wins, then 'theme'; auto when nothing was chosen. */
export function readThemeMode(): ThemeMode {
  const store = storage();
  if (!store) return 'auto';
  const auto = store.getItem(AUTO_KEY);
  const theme = store.getItem(THEME_KEY);
  if (auto === 'true' || theme === 'auto') return 'auto';
  if (theme === 'light' || theme === 'dark') return theme;
  return 'auto';
}

/** Stores the mode: 'theme' holds the theme in effect, 'AutoThemeMode' whether it follows the system. */
export function writeThemeMode(mode: ThemeMode): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(THEME_KEY, resolveTheme(mode));
    store.setItem(AUTO_KEY, String(mode === 'auto'));
  } catch {
    // Storage full or blocked: the theme still applies for this visit.
  }
}

/** The pending end of the cross-fade: a new change restarts it, so each fade lasts its time. */
let transitionTimer: number | undefined;

/** Puts the theme on <html> and the theme-color meta; `animate` cross-fades colours for 300 ms. */
export function applyTheme(theme: Theme, animate: boolean): void {
  const root = document.documentElement;
  if (animate) {
    root.classList.add(TRANSITION_CLASS);
    window.clearTimeout(transitionTimer);
    transitionTimer = window.setTimeout(() => {
      transitionTimer = undefined;
      root.classList.remove(TRANSITION_CLASS);
    }, TRANSITION_MS);
  }
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document
    .querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')
    .forEach((meta) => meta.setAttribute('content', THEME_COLORS[theme]));
}
