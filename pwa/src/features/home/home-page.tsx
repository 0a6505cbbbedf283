import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { HeroBoard } from './hero-board';
import { HomeDemoNotice } from './home-demo-notice';
import { HomeGames } from './home-games';
import { useRecentTournaments, useUpcomingTournaments } from './home-hooks';
import { HomeStats } from './home-stats';
import { HomeTournaments } from './home-tournaments';
import './home.css';

const SECTIONS = [
  { to: '/players', key: 'players' },
  { to: '/tournaments', key: 'tournaments' },
  { to: '/calculator', key: 'calculator' },
  { to: '/broadcasts', key: 'broadcasts' },
  { to: '/statistics', key: 'statistics' },
  { to: '/games', key: 'games' },
] as const;

/** The front page: what the site is, the federation in numbers, what is on, and the sections. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  useDocumentTitle();
  const recent = useRecentTournaments();
  const upcoming = useUpcomingTournaments();
  return (
    <div className="home">
      <HomeDemoNotice />
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__text">
          <h1 id="home-title" className="hero__title">
            {tCommon('appName')}
          </h1>
          <p className="hero__lead">{t('lead')}</p>
          <div className="hero__actions">
            <Link className="button button--primary button--large" to="/players">
              {t('findPlayer')}
            </Link>
            <Link className="button button--large" to="/calculator">
              {t('calculator')}
            </Link>
            <Link className="button button--large" to="/server/bot">
              {t('playBot')}
            </Link>
          </div>
        </div>
        <HeroBoard />
      </section>
      <HomeStats />
      <div className="home-panels">
        <HomeTournaments kind="recent" tournaments={recent} allLink="/tournaments" />
        <HomeTournaments
          kind="upcoming"
          tournaments={upcoming}
          allLink="/tournaments?mode=upcoming"
        />
        <HomeGames />
      </div>
      <h2 className="visually-hidden">{t('sections')}</h2>
      <ul className="card-grid" aria-label={t('sections')}>
        {SECTIONS.map(({ to, key }) => (
          <li key={key}>
            <Link className="card" to={to}>
              <span className="card__title">{t(`cards.${key}.title`)}</span>
              <span className="card__text">{t(`cards.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
