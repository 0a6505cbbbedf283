import type { BoardAnalysis, BoardSetup } from '@domain/analysis/types';
import type { BotAnswer, BotTurn } from './bot-brain';

/** The backends the worker tries, in order: the GPU's WebGL, then WebAssembly on the CPU. */
export type NetBackend = 'webgl' | 'wasm';

/** The page to the worker: the bot's turn, or a board to analyse. */
export type NetRequest =
  { kind: 'turn'; id: number; turn: BotTurn } | { kind: 'analyse'; id: number; board: BoardSetup };

/** The worker to the page. */
export type NetReply =
  | { kind: 'ready'; backend: NetBackend }
  | { kind: 'answer'; id: number; answer: BotAnswer; ms: number }
  | { kind: 'analysis'; id: number; analysis: BoardAnalysis; ms: number }
  | { kind: 'failed'; id: number | null; message: string };
