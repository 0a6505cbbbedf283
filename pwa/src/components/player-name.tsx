import { Link } from 'react-router-dom';
import { realName, type NamedPlayer, type NameScript } from '@domain/format';

interface PlayerNameProps {
  player: NamedPlayer & { id: number };
  script: NameScript;
  /** the class of the link to the player's page */
  linkClassName?: string;
}

/**
 * How a list names a player: the real name, linked to the player's page, and the nickname beside
 * it in a muted span when there is one ('Иванов Иван (Vanya)').
 */
export function PlayerName({ player, script, linkClassName }: PlayerNameProps) {
  const nickname = player.nickname?.trim();
  return (
    <>
      <Link to={`/players/${player.id}`} className={linkClassName}>
        {realName(player, script)}
      </Link>
      {nickname && <span className="player-name__nickname"> ({nickname})</span>}
    </>
  );
}
