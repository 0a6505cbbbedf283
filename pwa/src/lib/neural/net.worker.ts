import { analyseBoard } from '@domain/analysis/board-analysis';
import { KatagoNet } from '@neural/katago-net';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { botAnswer } from './bot-brain';
import { MODEL_URL } from './model-files';
import { CPU_WORKER, type NetReply, type NetRequest } from './net-protocol';
import { WASM_FILES } from './wasm-files';

/*
 * The KataGo network in a Web Worker: loads the model once (WebGL, else WebAssembly), then
 * answers the page's requests (the bot's turns, boards to analyse) one at a time, so the page
 * never waits on the network.
 */

interface WorkerScope {
  postMessage(message: NetReply): void;
  onmessage: ((event: MessageEvent<NetRequest>) => void) | null;
}

async function loadNet(scope: WorkerScope): Promise<KatagoNet> {
  // The hashed names the build gives tfjs's .wasm files (a prefix would not find them).
  setWasmPaths(WASM_FILES);
  const net = await KatagoNet.load({
    model: new URL(MODEL_URL, self.location.origin).href,
    // a worker started as CPU_WORKER (the viewer's review) skips WebGL, which a machine without
    // a GPU emulates in software far slower than WebAssembly
    backends: self.name === CPU_WORKER ? ['wasm'] : ['webgl', 'wasm'],
  });
  scope.postMessage({ kind: 'ready', backend: net.backend });
  return net;
}

function serve(scope: WorkerScope): void {
  const loading = loadNet(scope);
  loading.catch((error: unknown) =>
    scope.postMessage({ kind: 'failed', id: null, message: String(error) }),
  );
  // One turn at a time, in the order asked.
  let queue: Promise<void> = Promise.resolve();
  scope.onmessage = (event) => {
    const request = event.data;
    queue = queue.then(async () => {
      const started = performance.now();
      try {
        const net = await loading;
        if (request.kind === 'evaluate') {
          const evaluations = await net.evaluateBatch(request.queries);
          const ms = performance.now() - started;
          scope.postMessage({ kind: 'evaluations', id: request.id, evaluations, ms });
        } else if (request.kind === 'analyse') {
          const analysis = await analyseBoard(net, request.board);
          const ms = performance.now() - started;
          scope.postMessage({ kind: 'analysis', id: request.id, analysis, ms });
        } else {
          const answer = await botAnswer(net, request.turn, Math.random);
          const ms = performance.now() - started;
          scope.postMessage({ kind: 'answer', id: request.id, answer, ms });
        }
      } catch (error) {
        scope.postMessage({ kind: 'failed', id: request.id, message: String(error) });
      }
    });
  };
}

serve(self);
