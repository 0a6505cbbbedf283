import type { BoardAnalysis, BoardSetup } from '@domain/analysis/types';
import type { NetEvaluation, NetQuery } from '@domain/bots/types';
import type { BotAnswer, BotTurn } from './bot-brain';
import type { NetBackend, NetReply, NetRequest } from './net-protocol';

/** The network's Web Worker as a page talks to it: one request at a time, answers by id. */
export interface NetClient {
  /** the bot's move on its turn */
  ask(turn: BotTurn): Promise<{ answer: BotAnswer; ms: number }>;
  /** the network's view of a board (averaged over the eight symmetries) */
  analyse(board: BoardSetup): Promise<{ analysis: BoardAnalysis; ms: number }>;
  /** the network's raw answers for positions of one board size, run as one batch */
  evaluate(queries: NetQuery[]): Promise<{ evaluations: NetEvaluation[]; ms: number }>;
  /** resolves with the backend once the model is loaded */
  ready: Promise<NetBackend>;
  stop(): void;
}

type Answered = Extract<NetReply, { kind: 'answer' | 'analysis' | 'evaluations' }>;
type RequestBody =
  | { kind: 'turn'; turn: BotTurn }
  | { kind: 'analyse'; board: BoardSetup }
  | { kind: 'evaluate'; queries: NetQuery[] };

/** `backend` 'wasm' skips WebGL (else WebGL first, then WebAssembly). */
export function startNetClient(backend?: 'wasm'): NetClient {
  // the options written out: vite reads a worker's options only when they are literals
  const worker =
    backend === 'wasm'
      ? new Worker(new URL('./net.worker.ts', import.meta.url), {
          type: 'module',
          name: 'net-wasm',
        })
      : new Worker(new URL('./net.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<
    number,
    { resolve: (reply: Answered) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let setReady: (backend: NetBackend) => void = () => undefined;
  let failReady: (error: Error) => void = () => undefined;
  const ready = new Promise<NetBackend>((resolve, reject) => {
    setReady = resolve;
    failReady = reject;
  });

  const failAll = (error: Error) => {
    failReady(error);
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };

  worker.onmessage = (event: MessageEvent<NetReply>) => {
    const reply = event.data;
    if (reply.kind === 'ready') {
      setReady(reply.backend);
      return;
    }
    if (reply.kind === 'failed' && reply.id === null) {
      failAll(new Error(reply.message));
      return;
    }
    if (reply.id === null) return;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!pending) return;
    if (reply.kind === 'failed') pending.reject(new Error(reply.message));
    else pending.resolve(reply);
  };
  worker.onerror = (event) => failAll(new Error(event.message || 'The network could not start'));

  const send = (body: RequestBody) =>
    new Promise<Answered>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const request: NetRequest = { ...body, id };
      worker.postMessage(request);
    });

  return {
    ready,
    ask: async (turn) => {
      const reply = await send({ kind: 'turn', turn });
      if (reply.kind !== 'answer') throw new Error('The worker answered another request');
      return { answer: reply.answer, ms: reply.ms };
    },
    analyse: async (board) => {
      const reply = await send({ kind: 'analyse', board });
      if (reply.kind !== 'analysis') throw new Error('The worker answered another request');
      return { analysis: reply.analysis, ms: reply.ms };
    },
    evaluate: async (queries) => {
      const reply = await send({ kind: 'evaluate', queries });
      if (reply.kind !== 'evaluations') throw new Error('The worker answered another request');
      return { evaluations: reply.evaluations, ms: reply.ms };
    },
    stop: () => {
      worker.terminate();
      failAll(new Error('stopped'));
    },
  };
}
