import { defaultBotRank, MODERN_RANKS } from '@domain/bots/ranks';
import type { ModernStrength } from '@domain/bots/types';
import { playMove, startPosition, type Position } from '@domain/play/position';
import { KatagoNet } from '@neural/katago-net';
import { botAnswer } from '@pwa/lib/neural/bot-brain';
import { WASM_FILES } from '@pwa/lib/neural/wasm-files';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import type { BotMovesReport } from './bench-protocol';

/*
 * The bot playing itself on 9x9 in a Web Worker on the WebAssembly backend, as the offline
 * game runs it (lib/neural/bot-brain.ts): the default rank, then the strongest
 * (a one-move search: seven evaluations a move). Each move timed from the question to the
 * answer; the first moves warm the backend up and are not counted.
 */

const WARM_UP = 3;
const MOVES = 24;

/** A seeded generator, so every run plays the same game. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function selfPlay(net: KatagoNet, strength: ModernStrength): Promise<number[]> {
  const random = seeded(7);
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
  setWasmPaths(WASM_FILES);
  const started = performance.now();
  const net = await KatagoNet.load({
    model: new URL('/models/katago-b6c96/model.json', self.location.origin).href,
    backends: ['wasm'],
  });
  const loadMs = performance.now() - started;
  const ranks = [defaultBotRank('modern'), MODERN_RANKS[MODERN_RANKS.length - 1].rank];
  const moves: Record<string, number[]> = {};
  for (const rank of ranks) {
    const strength = MODERN_RANKS.find((option) => option.rank === rank)?.setting;
    if (strength) moves[rank] = await selfPlay(net, strength);
  }
  return { backend: net.backend, loadMs, moves };
}

run().then(
  (report) => self.postMessage(report),
  (error: unknown) => self.postMessage({ error: String(error) }),
);
