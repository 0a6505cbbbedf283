import type * as OpenCvModule from '@techstark/opencv-js';

/** OpenCV's JavaScript build once its WebAssembly runtime is ready. */
export type OpenCv = typeof OpenCvModule;

/** The module object Emscripten returns: its functions appear once the runtime has initialised. */
interface EmscriptenModule {
  Mat?: unknown;
  onRuntimeInitialized?: () => void;
  then?: unknown;
  default?: EmscriptenModule;
}

let loading: Promise<OpenCv> | null = null;

/**
 * Loads OpenCV (about 10 MB of JavaScript with its wasm inlined) once and waits for its runtime;
 * later calls share it. Node (and vitest) require it; bundled pages and Web Workers load it as a
 * chunk of its own.
 */
export function loadOpenCv(): Promise<OpenCv> {
  loading ??= importOpenCv().then(({ module }) => whenReady(moduleOf(module)));
  return loading;
}

function importOpenCv(): Promise<{ module: unknown }> {
  // Never resolve a promise with the module itself: it is thenable (see opencv-module.ts).
  if (typeof require === 'function') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return Promise.resolve({ module: require('@techstark/opencv-js') as unknown });
  }
  return import('./opencv-module').then(({ openCvHolder }) => openCvHolder);
}

function moduleOf(imported: unknown): EmscriptenModule {
  const candidate = imported as EmscriptenModule;
  // CommonJS interop may wrap module.exports as a namespace's default.
  if (
    candidate.Mat === undefined &&
    candidate.onRuntimeInitialized === undefined &&
    candidate.default
  ) {
    return candidate.default;
  }
  return candidate;
}

function whenReady(module: EmscriptenModule): Promise<OpenCv> {
  return new Promise((resolve) => {
    const ready = () => {
      delete module.then;
      resolve(module as unknown as OpenCv);
    };
    if (typeof module.Mat === 'function') {
      ready();
      return;
    }
    const previous = module.onRuntimeInitialized;
    module.onRuntimeInitialized = () => {
      previous?.();
      ready();
    };
  });
}
