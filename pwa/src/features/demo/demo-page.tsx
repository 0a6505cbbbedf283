import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { DemoBoard } from './demo-board';
import { DemoLinks } from './demo-links';
import './demo.css';

/**
 * /demo: a famous game played out on the board with comments, then the way into the site's
 * sections. Everything is in the page itself: it needs no answer from the API, so it works offline.
 */
export function DemoPage() {
  const { t } = useTranslation('demo');
  useDocumentTitle(t('title'));
  return (
    <article className="demo">
      <h1 className="page-title">{t('title')}</h1>
      <p className="muted demo__lead">{t('lead')}</p>
      <section className="demo-section" aria-labelledby="demo-game-title">
        <h2 id="demo-game-title">{t('game.title')}</h2>
        <p className="demo-game__players">{t('game.players')}</p>
        <DemoBoard />
      </section>
      <DemoLinks />
    </article>
  );
}
