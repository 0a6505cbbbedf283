import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGES,
  toLanguage,
  type Language,
} from '@pwa/lib/i18n';

const SHORT_NAMES: Record<Language, string> = { ru: 'RU', en: 'EN', zh: '中文' };

interface LanguageSwitchProps {
  /** Short names (RU, EN, 中文) for the header bar. */
  compact?: boolean;
}

/** A select of ru / en / zh; the choice is kept (localStorage 'lang' and the i18next cookie). */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={current}
        onChange={(event) => {
          const lng = toLanguage(event.target.value);
          if (lng) void i18n.changeLanguage(lng);
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {compact ? SHORT_NAMES[lng] : LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
