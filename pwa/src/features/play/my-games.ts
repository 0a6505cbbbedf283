import type { LiveGameSummary, PlayerCard } from '@sync/contract/play';
import { resultSentence } from './game-result';

/** A finished game as its player sees it in "My games". */
export interface FinishedGameRow {
  id: number;
  opponent: PlayerCard;
  colour: 'black' | 'white';
  boardSize: number;
  /** null when the result names no winner and is no jigo (a void game) */
  outcome: 'win' | 'loss' | 'jigo' | null;
  result: string;
  /** ISO date-time the game ended (its start when the end is unknown) */
  date: string;
}

export interface MyGames {
  /** games being played or counted, newest first */
  live: LiveGameSummary[];
  finished: FinishedGameRow[];
}

function outcomeOf(result: string, colour: 'black' | 'white'): FinishedGameRow['outcome'] {
  if (result === '0') return 'jigo';
  const { winner } = resultSentence(result, null);
  if (winner === null) return null;
  return winner === colour ? 'win' : 'loss';
}

/** The user's games (GET /games/self) split into live and finished, each finished one from their side. */
export function myGames(games: LiveGameSummary[], userId: number): MyGames {
  const live = games.filter((game) => game.phase !== 'finished');
  const finished = games
    .filter((game) => game.phase === 'finished')
    .map((game): FinishedGameRow => {
      const colour = game.black.userId === userId ? 'black' : 'white';
      const result = game.result ?? '';
      return {
        id: game.id,
        opponent: colour === 'black' ? game.white : game.black,
        colour,
        boardSize: game.boardSize,
        outcome: outcomeOf(result, colour),
        result,
        date: game.finishedAt ?? game.startedAt,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return { live, finished };
}
