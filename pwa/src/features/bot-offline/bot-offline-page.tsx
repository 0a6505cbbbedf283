import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { CloudOffIcon } from '@pwa/components/icons';
import { Loader } from '@pwa/components/loader';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import { useSession } from '@pwa/lib/session-store';
import { BotFilesNotice } from './bot-files-notice';
import { BotGameView } from './bot-game-view';
import type { BotGameSetup } from './bot-options';
import { BotSetupForm } from './bot-setup-form';
import { playOnStateOf } from './play-on-state';
import { useNetFiles } from '@pwa/lib/neural/use-net-files';
import { useBotGame } from './use-bot-game';
import { useGameUpload } from './use-game-upload';
import { useNetClient } from '@pwa/lib/neural/use-net-client';
import './bot-offline.css';

/**
 * /server/bot: a game against the modern bot that runs on this device, with or without a
 * network. Router state PlayOnState (GoGlass's "play on") offers a game from its position.
 */
export function BotOfflinePage() {
  const { t } = useTranslation('botOffline');
  useDocumentTitle(t('title'));
  const online = useOnline();
  const user = useSession((state) => state.user);
  const signedIn = user !== null && user.ID > 0;
  const files = useNetFiles(online);
  const filesReady = files.status.kind === 'ready';
  const { net, backend, failure } = useNetClient(filesReady);
  const [saved, setSaved] = useState(0);
  const onChange = useCallback(() => setSaved((count) => count + 1), []);
  const { state, thinking, botError, start, act, clear } = useBotGame(net, onChange);
  const finished = state?.game.phase === 'finished';
  useGameUpload(online, signedIn, finished ? saved : 0);
  const location = useLocation();
  const navigate = useNavigate();
  const playOn = useMemo(() => playOnStateOf(location.state), [location.state]);
  // The position is offered once: after a start (or going back to the game) the state goes.
  const dropPlayOn = useCallback(() => {
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [navigate, location.pathname, location.search]);
  const startGame = useCallback(
    (setup: BotGameSetup) => {
      start(setup);
      if (setup.from) dropPlayOn();
    },
    [start, dropPlayOn],
  );
  const gameOn = state?.game.phase === 'play' || state?.game.phase === 'removal';

  return (
    <div className="bot-page" data-backend={backend ?? ''}>
      <h1 className="bot-page__title">{t('title')}</h1>
      <p className="bot-page__about muted">{t('onDevice')}</p>
      {!online && (
        <div className="notice notice--offline bot-offline-notice" role="status">
          <CloudOffIcon className="notice__icon" />
          <div>
            <p className="notice__title">{t('offline.title')}</p>
            <p className="notice__text">{t('offline.text')}</p>
          </div>
        </div>
      )}
      <BotFilesNotice
        status={files.status}
        onRetry={files.retry}
        starting={filesReady && !backend && !failure && state === null}
        failure={failure}
      />
      {state === undefined ? (
        <Loader />
      ) : state === null || playOn ? (
        <>
          {playOn && gameOn && (
            <div className="notice bot-play-on-notice" role="status">
              <p className="notice__text">{t('playOn.setsAside')}</p>
              <button type="button" className="button" onClick={dropPlayOn}>
                {t('playOn.backToGame')}
              </button>
            </div>
          )}
          <BotSetupForm
            canStart={filesReady && failure === null}
            onStart={startGame}
            from={playOn?.startPosition}
          />
        </>
      ) : (
        <BotGameView
          state={state}
          thinking={thinking}
          botError={botError}
          signedIn={signedIn}
          act={act}
          onNewGame={clear}
        />
      )}
    </div>
  );
}
