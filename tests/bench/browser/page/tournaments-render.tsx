import { createInstance } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import common from '../../../../locales/en/common.json';
import tournaments from '../../../../locales/en/tournaments.json';
import { TournamentsPage } from '@pwa/features/tournaments/tournaments-page';
import { RENDER_REPORT_PREFIX, type RenderReport } from '../bench-api';
import '@pwa/styles/index.css';

/** Resolves once `selector` matches in `root`, checked at each change of its subtree. */
function appeared(root: HTMLElement, selector: string): Promise<void> {
  return new Promise((resolve) => {
    if (root.querySelector(selector)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.querySelector(selector)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

/** Resolves after the next frame has been painted. */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The tournament list page as the app mounts it (English texts in memory, so no fetch is
 * timed), on this origin's app database filled beforehand (fill-tournaments.ts). Reports on
 * the console when its first rows were painted: since navigation start and since mount.
 */
async function main(): Promise<void> {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['common', 'tournaments'],
    defaultNS: 'common',
    resources: { en: { common, tournaments } },
    interpolation: { escapeValue: false },
  });
  const root = document.getElementById('root')!;
  const mounted = performance.now();
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/tournaments']}>
        <TournamentsPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
  await appeared(root, '.tournaments-card');
  await painted();
  const now = performance.now();
  const report: RenderReport = {
    navigationMs: now,
    mountMs: now - mounted,
    rows: root.querySelectorAll('.tournaments-card').length,
  };
  console.log(`${RENDER_REPORT_PREFIX}${JSON.stringify(report)}`);
}

void main();
