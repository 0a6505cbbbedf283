import { useTranslation } from 'react-i18next';
import type { LobbyPresenceInfo } from '@sync/contract/play';

/** "5 online · 3 in the lobby: ann, bob and 1 more", as the lobby's stream last said. */
export function LobbyPresenceLine({ presence }: { presence: LobbyPresenceInfo | null }) {
  const { t } = useTranslation('play');
  if (!presence) return null;
  const { count, names } = presence.lobby;
  const unnamed = count - names.length;
  return (
    <p className="play-presence muted" role="status">
      <span className="play-presence__online">
        {t('presence.online', { count: presence.online })}
      </span>
      {' · '}
      <span className="play-presence__lobby">{t('presence.lobby', { count })}</span>
      {names.length > 0 && (
        <>
          {': '}
          <span className="play-presence__names">{names.join(', ')}</span>
          {unnamed > 0 && ` ${t('observers.others', { count: unnamed })}`}
        </>
      )}
    </p>
  );
}
