import type { BoardAnalysis, BoardSetup } from '@domain/analysis/types';
import type { NetEvaluation, NetQuery } from '@domain/bots/types';
import type { BotAnswer, BotTurn } from './bot-brain';

/** The backends the worker tries, in order: the GPU's WebGL, then WebAssembly on the CPU. */
export type NetBackend = 'webgl' | 'wasm';

/** The worker's name that makes it run on WebAssembly only (net-client.ts writes it out). */
export const CPU_WORKER = 'net-wasm';

/** The page to the worker: the bot's turn, a board to analyse, or positions to evaluate as a batch. */
export type NetRequest =
  | { kind: 'turn'; id: number; turn: BotTurn }
  | { kind: 'analyse'; id: number; board: BoardSetup }
  | { kind: 'evaluate'; id: number; queries: NetQuery[] };

/** The worker to the page. */
export type NetReply =
  | { kind: 'ready'; backend: NetBackend }
  | { kind: 'answer'; id: number; answer: BotAnswer; ms: number }
  | { kind: 'analysis'; id: number; analysis: BoardAnalysis; ms: number }
  | { kind: 'evaluations'; id: number; evaluations: NetEvaluation[]; ms: number }
  | { kind: 'failed'; id: number | null; message: string };
