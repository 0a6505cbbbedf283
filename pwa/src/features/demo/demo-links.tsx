import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEMO_LINKS } from './demo-sections';

/** Cards leading into the site's sections. */
export function DemoLinks() {
  const { t } = useTranslation('demo');
  return (
    <section className="demo-section" aria-labelledby="demo-links-title">
      <h2 id="demo-links-title">{t('links.title')}</h2>
      <ul className="demo-links">
        {DEMO_LINKS.map(({ key, to }) => (
          <li key={key} className="demo-links__item">
            <Link className="demo-links__link" to={to}>
              {t(`links.${key}.title`)}
            </Link>
            <p className="demo-links__text muted">{t(`links.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
