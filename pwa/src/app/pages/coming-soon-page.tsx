import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { EmptyPage } from '@pwa/components/empty-page';
import type { SectionHandle } from '../sections';

function isSectionHandle(handle: unknown): handle is SectionHandle {
  return typeof handle === 'object' && handle !== null && 'section' in handle;
}

/** The page of a section whose feature comes later: its title and a way to the players. */
export function ComingSoonPage() {
  const { t } = useTranslation('common');
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isSectionHandle);
  const title = handle ? t(`sections.${handle.section}`) : t('appName');
  return (
    <EmptyPage title={title} message={t('comingSoon.text')}>
      <Link className="button button--primary" to="/players">
        {t('comingSoon.players')}
      </Link>
    </EmptyPage>
  );
}
