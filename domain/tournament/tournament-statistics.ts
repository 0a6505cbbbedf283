import type { GameResult } from '../game/game-result';

export interface StatisticsGame {
  round: number;
  handicap: number;
  result: GameResult;
}

export interface StatisticsPlayer {
  rank: string | null;
  ratingBefore: number | null;
}

export interface TournamentCounts {
  players: number;
  games: number;
  blackWins: number;
  whiteWins: number;
  jigo: number;
  forfeits: number;
  unplayed: number;
  handicapGames: number;
  byRound: Array<{ round: number; games: number; blackWins: number; whiteWins: number }>;
  byRank: Array<{ rank: string; players: number }>;
  averageRatingBefore: number | null;
}

/** Counts shown on a tournament's statistics tab. Forfeit wins count for their colour too. */
export function tournamentCounts(
  players: readonly StatisticsPlayer[],
  games: readonly StatisticsGame[],
  rankOrder: (rank: string) => number,
): TournamentCounts {
  const counts: TournamentCounts = {
    players: players.length,
    games: 0,
    blackWins: 0,
    whiteWins: 0,
    jigo: 0,
    forfeits: 0,
    unplayed: 0,
    handicapGames: 0,
    byRound: [],
    byRank: [],
    averageRatingBefore: null,
  };
  const rounds = new Map<number, TournamentCounts['byRound'][number]>();
  for (const game of games) {
    if (game.result === 'unplayed') {
      counts.unplayed += 1;
      continue;
    }
    counts.games += 1;
    const round = rounds.get(game.round) ?? {
      round: game.round,
      games: 0,
      blackWins: 0,
      whiteWins: 0,
    };
    round.games += 1;
    rounds.set(game.round, round);
    if (game.handicap > 0) counts.handicapGames += 1;
    if (
      game.result === 'black_forfeit' ||
      game.result === 'white_forfeit' ||
      game.result === 'both_lose'
    ) {
      counts.forfeits += 1;
    }
    if (game.result === 'black' || game.result === 'black_forfeit') {
      counts.blackWins += 1;
      round.blackWins += 1;
    } else if (game.result === 'white' || game.result === 'white_forfeit') {
      counts.whiteWins += 1;
      round.whiteWins += 1;
    } else if (game.result === 'jigo') {
      counts.jigo += 1;
    }
  }
  counts.byRound = [...rounds.values()].sort((a, b) => a.round - b.round);
  const ranks = new Map<string, number>();
  for (const player of players) {
    if (player.rank) ranks.set(player.rank, (ranks.get(player.rank) ?? 0) + 1);
  }
  counts.byRank = [...ranks]
    .map(([rank, n]) => ({ rank, players: n }))
    .sort((a, b) => rankOrder(b.rank) - rankOrder(a.rank));
  const rated = players.map((p) => p.ratingBefore).filter((r): r is number => r !== null);
  counts.averageRatingBefore = rated.length
    ? rated.reduce((a, b) => a + b, 0) / rated.length
    : null;
  return counts;
}
