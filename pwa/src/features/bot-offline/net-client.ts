import type { BotAnswer, BotTurn } from './bot-brain';
import type { NetBackend, NetReply, NetRequest } from './net-protocol';

/** The network's Web Worker as the page talks to it: one turn at a time, answers by id. */
export interface NetClient {
  ask(turn: BotTurn): Promise<{ answer: BotAnswer; ms: number }>;
  /** resolves with the backend once the model is loaded */
  ready: Promise<NetBackend>;
  stop(): void;
}

export function startNetClient(): NetClient {
  const worker = new Worker(new URL('./net.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<
    number,
    { resolve: (value: { answer: BotAnswer; ms: number }) => void; reject: (error: Error) => void }
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
    if (reply.kind === 'answer') pending.resolve({ answer: reply.answer, ms: reply.ms });
    else pending.reject(new Error(reply.message));
  };
  worker.onerror = (event) => failAll(new Error(event.message || 'The bot could not start'));

  return {
    ready,
    ask: (turn) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        const request: NetRequest = { kind: 'turn', id, turn };
        worker.postMessage(request);
      }),
    stop: () => {
      worker.terminate();
      failAll(new Error('stopped'));
    },
  };
}
