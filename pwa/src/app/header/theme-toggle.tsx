import { useTranslation } from 'react-i18next';
import { AutoThemeIcon, MoonIcon, SunIcon } from '@pwa/components/icons';
import { Tooltip } from '@pwa/components/tooltip';
import { THEME_MODES, type ThemeMode } from '@pwa/lib/theme';
import { useThemeStore } from '@pwa/lib/theme-store';

export const THEME_ICONS = { light: SunIcon, dark: MoonIcon, auto: AutoThemeIcon } as const;

const nextMode = (mode: ThemeMode): ThemeMode =>
  THEME_MODES[(THEME_MODES.indexOf(mode) + 1) % THEME_MODES.length];

/** One button that cycles light → dark → auto (the header's compact theme control). */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);
  const Icon = THEME_ICONS[mode];
  const label = t('theme.current', { mode: t(`theme.${mode}`) });
  return (
    <Tooltip content={label}>
      {(props) => (
        <button
          type="button"
          className="icon-button"
          onClick={() => setMode(nextMode(mode))}
          aria-label={t('theme.switch', { mode: t(`theme.${nextMode(mode)}`) })}
          {...props}
        >
          <Icon />
        </button>
      )}
    </Tooltip>
  );
}
