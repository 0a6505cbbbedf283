import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { useSession } from './lib/session-store';
import './styles/index.css';

void initI18n();
void useSession.getState().load();
registerServiceWorker();
// Its own chunk (Dexie, the sync engine): the first page paints without waiting for it.
void import('./lib/sync-runner').then(({ startBackgroundSync }) => startBackgroundSync());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
