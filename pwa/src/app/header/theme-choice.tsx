import { useTranslation } from 'react-i18next';
import { THEME_MODES } from '@pwa/lib/theme';
import { useThemeStore } from '@pwa/lib/theme-store';
import { THEME_ICONS } from './theme-toggle';

/** Light, dark and auto side by side (the burger menu's theme control). */
export function ThemeChoice() {
  const { t } = useTranslation('common');
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);
  return (
    <div className="segmented" role="group" aria-label={t('theme.label')}>
      {THEME_MODES.map((option) => {
        const Icon = THEME_ICONS[option];
        return (
          <button
            key={option}
            type="button"
            className="segmented__option"
            aria-pressed={mode === option}
            onClick={() => setMode(option)}
          >
            <Icon width={16} height={16} />
            {t(`theme.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
