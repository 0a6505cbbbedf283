import type { PlayerCard } from '@sync/contract/play';

/** An account's avatar and name, with its rank when asked. */
export function PlayerCardName({
  player,
  showRank = false,
}: {
  player: PlayerCard;
  showRank?: boolean;
}) {
  return (
    <span className="play-player">
      {player.avatar ? (
        <img className="play-player__avatar" src={player.avatar} alt="" />
      ) : (
        <span className="play-player__avatar play-player__avatar--empty" aria-hidden="true">
          {player.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className="play-player__name">{player.name}</span>
      {showRank && player.rank && <span className="play-player__rank muted">{player.rank}</span>}
    </span>
  );
}
