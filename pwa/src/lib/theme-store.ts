import { create } from 'zustand';
import { applyTheme, readThemeMode, resolveTheme, writeThemeMode, type ThemeMode } from './theme';

interface ThemeStore {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

/** The chosen theme mode; setting it stores it and repaints <html> with a short transition. */
export const useThemeStore = create<ThemeStore>((set) => ({
  mode: readThemeMode(),
  setMode: (mode) => {
    writeThemeMode(mode);
    applyTheme(resolveTheme(mode), true);
    set({ mode });
  },
}));
