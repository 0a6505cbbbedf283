import { useTranslation } from 'react-i18next';
import { useCachedApi } from '@pwa/lib/cached-api';
import type { SiteInfo } from '@sync/contract/site';

/** Says so when the site shows generated demo data rather than the federation's own. */
export function HomeDemoNotice() {
  const { t } = useTranslation('home');
  const site = useCachedApi<SiteInfo>('site').data;
  if (site?.demoData !== true) return null;
  return (
    <div className="notice home-demo" role="note" aria-labelledby="home-demo-title">
      <div>
        <p id="home-demo-title" className="notice__title">
          {t('demo.title')}
        </p>
        <p className="notice__text">{t('demo.text')}</p>
      </div>
    </div>
  );
}
