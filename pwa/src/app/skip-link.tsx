import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

/** The first tab stop: jumps to the page content without touching the URL. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
