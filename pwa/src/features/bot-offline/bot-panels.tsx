import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { scorePosition } from '@domain/play/scoring';
import { db } from '@pwa/lib/db';
import { outcomeOf } from './outcome';
import { isFromPosition, type BotGameState } from './offline-game';

interface RemovalProps {
  state: BotGameState;
  onAccept: () => void;
  onResume: () => void;
}

/** After two passes: the dead stones the bot proposes, the score they give, accept or continue. */
export function BotRemovalPanel({ state, onAccept, onResume }: RemovalProps) {
  const { t } = useTranslation('botOffline');
  const { game } = state;
  const dead = game.removal?.dead ?? [];
  const score = scorePosition(game.position, dead, game.settings.rules, game.settings.komi);
  return (
    <section className="bot-panel" aria-labelledby="bot-removal-title">
      <h2 id="bot-removal-title" className="bot-panel__title">
        {t('removal.title')}
      </h2>
      <p>{t('removal.explain')}</p>
      <p className="bot-removal__dead">{t('removal.dead', { count: dead.length })}</p>
      <p role="status">{t('removal.score', { result: score.result })}</p>
      <div className="bot-controls">
        <button type="button" className="button button--primary" onClick={onAccept}>
          {t('removal.accept')}
        </button>
        <button type="button" className="button" onClick={onResume}>
          {t('removal.resume')}
        </button>
      </div>
    </section>
  );
}

interface ResultProps {
  state: BotGameState;
  signedIn: boolean;
  onNewGame: () => void;
}

/** The finished game: who won and how, whether it is saved to the account, and a new game. */
export function BotResultPanel({ state, signedIn, onNewGame }: ResultProps) {
  const { t } = useTranslation('botOffline');
  const { game, record } = state;
  const uploadedGameId = useLiveQuery(
    async () => (await db.botGames.get(record.id))?.uploadedGameId ?? null,
    [record.id],
  );
  const result = game.result ?? '';
  const outcome = outcomeOf(result, record.userColour);
  const how =
    game.endReason === 'resignation'
      ? 'byResignation'
      : game.endReason === 'timeout'
        ? 'byTimeout'
        : 'byScore';

  return (
    <section className="bot-panel bot-result" aria-labelledby="bot-result-title">
      <h2 id="bot-result-title" className="bot-panel__title">
        {t('result.title')}
      </h2>
      <p className="bot-result__text" role="status" data-result={result}>
        {outcome === 'void'
          ? t('result.void')
          : `${t(`result.${outcome}`, { result })} (${t(`result.${how}`)})`}
      </p>
      {isFromPosition(record) ? (
        <p className="muted">{t('result.fromPosition')}</p>
      ) : !signedIn ? (
        <p className="muted">{t('result.signInToSave')}</p>
      ) : uploadedGameId ? (
        <p className="bot-result__saved">
          {t('result.uploaded')}{' '}
          <Link to={`/viewer/online/${uploadedGameId}`}>{t('result.viewGame')}</Link>
        </p>
      ) : (
        <p className="muted">{t('result.toUpload')}</p>
      )}
      <button type="button" className="button button--primary" onClick={onNewGame}>
        {t('result.newGame')}
      </button>
    </section>
  );
}
