import { useTranslation } from 'react-i18next';
import type { BroadcastBoardSource } from '@sync/contract/broadcasts';

/** A relayed board: where its moves come from, the source's last error, and no hand entry. */
export function SourceNotice({ source }: { source: BroadcastBoardSource }) {
  const { t } = useTranslation('broadcastConsole');
  if (source.kind === 'manual') return null;
  return (
    <div className="notice console-source" role="status" data-testid="console-source">
      <p className="notice__title">
        {source.kind === 'live-game'
          ? t('source.liveGame', { id: source.liveGameId })
          : t('source.sgfUrl', { url: source.url })}
      </p>
      <p className="notice__text">{t('source.noEntry')}</p>
      {source.kind === 'sgf-url' && source.error && (
        <p className="profile-field__error">{t('source.error', { error: source.error })}</p>
      )}
    </div>
  );
}
