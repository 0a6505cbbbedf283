import { performance } from 'node:perf_hooks';
import {
  handicapStones,
  playMove,
  scorePosition,
  startPosition,
  type BoardSize,
  type PlayColour,
} from '@domain/play';
import type { GameRecord, MatchPlayer, MatchState } from './match-types';

export interface GameSettings {
  boardSize: BoardSize;
  komi: number;
  /** Black's handicap stones (0: an even game) */
  handicap: number;
  seed: number;
  /** the stones left dead on the board after two passes (GNU Go's final_status_list dead) */
  deadStones: (state: MatchState) => Promise<string[]>;
}

const LETTER: Record<PlayColour, string> = { black: 'B', white: 'W' };
const OTHER: Record<PlayColour, PlayColour> = { black: 'white', white: 'black' };

/**
 * One game under Chinese rules (even, or with Black's fixed handicap stones and White first) until two passes in a row (then scored by area with the
 * dead stones taken off), a resignation, an illegal move (a forfeit) or 3 x size^2 moves.
 */
export async function playGame(
  ids: { black: string; white: string },
  players: { black: MatchPlayer; white: MatchPlayer },
  settings: GameSettings,
): Promise<GameRecord> {
  const { boardSize, komi, seed, handicap } = settings;
  const stones = handicapStones(boardSize, handicap);
  const started = performance.now();
  const thinkingMs = { black: 0, white: 0 };
  let position = startPosition(boardSize, stones);
  const moves: string[] = [];
  const stateNow = (): MatchState => ({
    boardSize,
    komi,
    rules: 'chinese',
    handicapStones: stones,
    moves: [...moves],
    toMove: position.toMove,
    seed,
  });
  const record = (result: string, winner: PlayColour | null, end: string): GameRecord => ({
    ...ids,
    boardSize,
    komi,
    ...(handicap > 0 ? { handicap } : {}),
    seed,
    result,
    winner,
    end,
    moves,
    ms: Math.round(performance.now() - started),
    thinkingMs: { black: Math.round(thinkingMs.black), white: Math.round(thinkingMs.white) },
  });

  while (moves.length < 3 * boardSize * boardSize) {
    const colour = position.toMove;
    const asked = performance.now();
    const move = await players[colour].move(stateNow());
    thinkingMs[colour] += performance.now() - asked;
    if (move === 'resign') return record(`${LETTER[OTHER[colour]]}+R`, OTHER[colour], 'resign');
    const played = playMove(position, 'chinese', move);
    if (!played.ok) {
      console.warn(`  ${ids[colour]} played ${move}, illegal (${played.reason}): forfeit`);
      return record(`${LETTER[OTHER[colour]]}+F`, OTHER[colour], 'forfeit');
    }
    position = played.position;
    moves.push(move);
    if (position.consecutivePasses >= 2) break;
  }
  const dead = await settings.deadStones(stateNow());
  const score = scorePosition(position, dead, 'chinese', komi);
  const margin = score.black.total - score.white.total;
  const winner = margin > 0 ? 'black' : margin < 0 ? 'white' : null;
  const end = position.consecutivePasses >= 2 ? 'passes' : 'move-limit';
  return record(score.result, winner, end);
}
