/// <reference types="vite/client" />
import plainWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import simdWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import threadedWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';

/**
 * tfjs's WebAssembly binaries as the build serves them (hashed names under /assets/), for
 * setWasmPaths. The threaded one needs a cross-origin isolated page, which the app is not, so
 * only the other two are kept for offline use.
 */
export const WASM_FILES = {
  'tfjs-backend-wasm.wasm': plainWasm,
  'tfjs-backend-wasm-simd.wasm': simdWasm,
  'tfjs-backend-wasm-threaded-simd.wasm': threadedWasm,
};

export const OFFLINE_WASM_URLS: readonly string[] = [plainWasm, simdWasm];
