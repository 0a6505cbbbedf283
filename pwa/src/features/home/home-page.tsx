import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { HeroBoard } from './hero-board';

const SECTIONS = [
  { to: '/players', key: 'players' },
  { to: '/tournaments', key: 'tournaments' },
  { to: '/calculator', key: 'calculator' },
  { to: '/broadcasts', key: 'broadcasts' },
  { to: '/statistics', key: 'statistics' },
  { to: '/games', key: 'games' },
] as const;

/** The front page: what the site is and the way into each section. */
export function HomePage() {
  const { t } = useTranslation('common');
  useDocumentTitle();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__text">
          <h1 id="home-title" className="hero__title">
            {t('appName')}
          </h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <div className="hero__actions">
            <Link className="button button--primary button--large" to="/players">
              {t('home.findPlayer')}
            </Link>
            <Link className="button button--large" to="/calculator">
              {t('home.calculator')}
            </Link>
          </div>
        </div>
        <HeroBoard />
      </section>
      <ul className="card-grid" aria-label={t('home.sections')}>
        {SECTIONS.map(({ to, key }) => (
          <li key={key}>
            <Link className="card" to={to}>
              <span className="card__title">{t(`home.cards.${key}.title`)}</span>
              <span className="card__text">{t(`home.cards.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
