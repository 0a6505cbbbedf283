import type { Challenge, LiveGameSummary } from '@sync/contract/play';

/**
 * The game a challenge of one's own started once it left the list: a game still going that began
 * at or after the challenge was made and that the player did not know before; null if none (the
 * challenge lapsed or was cancelled elsewhere).
 */
export function gameStartedBy(
  challenge: Challenge,
  games: readonly LiveGameSummary[],
  knownGameIds: ReadonlySet<number>,
): LiveGameSummary | null {
  const since = Date.parse(challenge.createdAt);
  return (
    games.find(
      (game) =>
        game.phase !== 'finished' &&
        !knownGameIds.has(game.id) &&
        (Number.isNaN(since) || Date.parse(game.startedAt) >= since - 1_000),
    ) ?? null
  );
}
