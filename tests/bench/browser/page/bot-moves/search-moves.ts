import { MODERN_RANKS } from '@domain/bots/ranks';
import { ALL_MODERN_STRENGTHS } from '@domain/bots/strengths';
import type { ModernStrength, NetQuery, NetRunner } from '@domain/bots/types';
import { playMove, startPosition } from '@domain/play/position';
import { botAnswer, DEVICE_SEARCH_BUDGET_MS, type BotTurn } from '@pwa/lib/neural/bot-brain';
import { seededRandom } from '../../../../factories/board-videos/seeded-random';
import type { SearchMovesReport } from './bench-protocol';

/*
 * The offline bot's strongest search on 19x19 as the app asks it (botAnswer, stopped at the
 * device's budget): the strongest offered setting with visits, else mcts64, playing itself
 * from a few opening moves. The first moves warm the backend up and are not counted.
 */

const OPENING = ['Q16', 'D4', 'Q3', 'D16', 'R5', 'C14'];
const WARM_UP = 2;
const MOVES = 8;

function strongestSearch(): ModernStrength {
  const offered = MODERN_RANKS.filter((option) => (option.setting.visits ?? 0) > 1).at(-1);
  return offered?.setting ?? ALL_MODERN_STRENGTHS.mcts64;
}

function idOf(strength: ModernStrength): string {
  const found = Object.entries(ALL_MODERN_STRENGTHS).find(([, setting]) => setting === strength);
  return found?.[0] ?? JSON.stringify(strength);
}

function played(query: NetQuery, move: string): NetQuery {
  const result = playMove(query.position, query.rules, move);
  if (!result.ok) throw new Error(`Illegal move ${move}: ${result.reason}`);
  return { ...query, position: result.position, moves: [...query.moves, move] };
}

export async function timeSearchMoves(net: NetRunner): Promise<SearchMovesReport> {
  const strength = strongestSearch();
  const random = seededRandom(11);
  let query: NetQuery = { position: startPosition(19, []), moves: [], komi: 7.5, rules: 'chinese' };
  for (const move of OPENING) query = played(query, move);
  const moves: SearchMovesReport['moves'] = [];
  for (let index = 0; index < WARM_UP + MOVES; index++) {
    const turn: BotTurn = {
      query,
      strength,
      style: 'balanced',
      recentWinrates: [],
      opponentRank: null,
    };
    const started = performance.now();
    const answer = await botAnswer(net, turn, random);
    const ms = performance.now() - started;
    if (index >= WARM_UP) moves.push({ ms, visits: answer.search?.visits ?? 1 });
    if (answer.move === 'resign') break;
    query = played(query, answer.move);
  }
  return { setting: idOf(strength), budgetMs: DEVICE_SEARCH_BUDGET_MS, moves };
}
