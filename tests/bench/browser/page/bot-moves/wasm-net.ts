import { KatagoNet } from '@neural/katago-net';
import { WASM_FILES } from '@pwa/lib/neural/wasm-files';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

/** The network on the WebAssembly backend, as the app's worker loads it, and the time it took. */
export async function loadWasmNet(): Promise<{ net: KatagoNet; loadMs: number }> {
  setWasmPaths(WASM_FILES);
  const started = performance.now();
  const net = await KatagoNet.load({
    model: new URL('/models/katago-b6c96/model.json', self.location.origin).href,
    backends: ['wasm'],
  });
  return { net, loadMs: performance.now() - started };
}
