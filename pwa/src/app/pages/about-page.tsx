import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { roadmap, type RoadmapStatus } from '@pwa/features/about/roadmap';
import { SupportEmail } from '../footer/support-email';

type Stone = 'black' | 'white';

const MISSION = ['access', 'ratings', 'records', 'clubs'] as const;
const VISION = ['home', 'anywhere', 'growth', 'live'] as const;
const TEAM = ['board', 'ratings', 'developers', 'volunteers'] as const;

interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** A titled part of the page (h2), named by its heading for screen readers. */
function AboutSection({ id, title, lead, children }: SectionProps) {
  return (
    <section className="about-section" aria-labelledby={`about-${id}`}>
      <h2 id={`about-${id}`} className="about-section__title">
        {title}
      </h2>
      {lead && <p className="about-section__lead">{lead}</p>}
      {children}
    </section>
  );
}

interface CardProps {
  title: ReactNode;
  text: string;
  stone?: Stone;
  status?: { kind: RoadmapStatus; label: string };
}

function AboutCard({ title, text, stone, status }: CardProps) {
  return (
    <li className="about-card">
      <h3 className="about-card__title">
        {stone && <span className={`about-card__stone about-card__stone--${stone}`} aria-hidden />}
        {title}
      </h3>
      {status && (
        <span className={`about-status about-status--${status.kind}`}>{status.label}</span>
      )}
      <p className="about-card__text">{text}</p>
    </li>
  );
}

/** Mission, vision, team and roadmap as cards; how the site works offline and whom to write to. */
export function AboutPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('title'));
  const cardText = (section: string, key: string) => ({
    title: t(`${section}.cards.${key}.title`),
    text: t(`${section}.cards.${key}.text`),
  });
  return (
    <article className="about">
      <header className="about__header">
        <h1 className="about__title">{t('title')}</h1>
        <p className="about__intro">{t('intro')}</p>
      </header>

      <AboutSection id="mission" title={t('mission.title')} lead={t('mission.lead')}>
        <ul className="about-grid">
          {MISSION.map((key) => (
            <AboutCard key={key} stone="black" {...cardText('mission', key)} />
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="vision" title={t('vision.title')} lead={t('vision.lead')}>
        <ul className="about-grid">
          {VISION.map((key) => (
            <AboutCard key={key} stone="white" {...cardText('vision', key)} />
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="team" title={t('team.title')} lead={t('team.lead')}>
        <ul className="about-grid">
          {TEAM.map((key) => (
            <AboutCard key={key} {...cardText('team', key)} />
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="roadmap" title={t('roadmap.title')} lead={t('roadmap.lead')}>
        <ul className="about-grid">
          {roadmap().map(({ key, status, to }) => {
            const { title, text } = cardText('roadmap', key);
            return (
              <AboutCard
                key={key}
                title={to ? <Link to={to}>{title}</Link> : title}
                text={text}
                status={{ kind: status, label: t(`roadmap.status.${status}`) }}
              />
            );
          })}
        </ul>
      </AboutSection>

      <AboutSection id="offline" title={t('offlineTitle')}>
        <p className="about-section__text">{t('offline')}</p>
      </AboutSection>

      <AboutSection id="contacts" title={t('contactsTitle')}>
        <p className="about-section__text">{t('contacts')}</p>
        <p className="about-section__text">
          <SupportEmail />
        </p>
      </AboutSection>
    </article>
  );
}
