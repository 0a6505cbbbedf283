import { defaultBotRank, MODERN_RANKS } from '@domain/bots/ranks';
import type { ModernStrength } from '@domain/bots/types';
import { playMove, startPosition, type Position } from '@domain/play/position';
import type { KatagoNet } from '@neural/katago-net';
import { botAnswer } from '@pwa/lib/neural/bot-brain';
import { seededRandom } from '../../../../factories/board-videos/seeded-random';
import type { BotMovesReport } from './bench-protocol';
import { timeSearchMoves } from './search-moves';
import { loadWasmNet } from './wasm-net';

/*
 * The bot playing itself on 9x9 in a Web Worker on the WebAssembly backend, as the offline
 * game runs it (lib/neural/bot-brain.ts): the default rank, then the strongest
 * (a one-move search: seven evaluations a move); then the strongest tree search on 19x19
 * (search-moves.ts). Each move timed from the question to the answer; the first moves warm the
 * backend up and are not counted.
 */

const WARM_UP = 3;
const MOVES = 24;

async function selfPlay(net: KatagoNet, strength: ModernStrength): Promise<number[]> {
  const random = seededRandom(7);
  let position: Position = startPosition(9, []);
  const moves: string[] = [];
  const times: number[] = [];
  for (let index = 0; index < WARM_UP + MOVES; index++) {
    const started = performance.now();
    const answer = await botAnswer(
      net,
      {
        query: { position, moves, komi: 7.5, rules: 'chinese' },
        strength,
        style: 'balanced',
        recentWinrates: [],
        opponentRank: null,
      },
      random,
    );
    if (index >= WARM_UP) times.push(performance.now() - started);
    const played = playMove(position, 'chinese', answer.move);
    if (!played.ok) break;
    position = played.position;
    moves.push(answer.move);
  }
  return times;
}

async function run(): Promise<BotMovesReport> {
  const { net, loadMs } = await loadWasmNet();
  const ranks = [defaultBotRank('modern'), MODERN_RANKS[MODERN_RANKS.length - 1].rank];
  const moves: Record<string, number[]> = {};
  for (const rank of ranks) {
    const strength = MODERN_RANKS.find((option) => option.rank === rank)?.setting;
    if (strength) moves[rank] = await selfPlay(net, strength);
  }
  const search = await timeSearchMoves(net);
  return { backend: net.backend, loadMs, moves, search };
}

run().then(
  (report) => self.postMessage(report),
  (error: unknown) => self.postMessage({ error: String(error) }),
);
