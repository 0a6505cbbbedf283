import type { BoardSize, RecognitionResult, RgbaImage } from '@vision/types';
import type { VisionReply, VisionRequest } from './vision-protocol';

/** The recognizer's Web Worker as the page talks to it: answers by id. */
export interface VisionClient {
  /** resolves once OpenCV has loaded in the worker */
  ready: Promise<void>;
  recognize(image: RgbaImage, boardSize?: BoardSize): Promise<RecognitionResult>;
  stop(): void;
}

export function startVisionClient(workerUrl: string): VisionClient {
  const worker = new Worker(workerUrl, { type: 'module' });
  const waiting = new Map<
    number,
    { resolve: (result: RecognitionResult) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let setReady: () => void = () => undefined;
  let failReady: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    setReady = resolve;
    failReady = reject;
  });
  // a failure before anyone waits is still seen by the hook that awaits ready
  ready.catch(() => undefined);

  const failAll = (error: Error) => {
    failReady(error);
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };

  worker.onmessage = (event: MessageEvent<VisionReply>) => {
    const reply = event.data;
    if (reply.kind === 'ready') {
      setReady();
      return;
    }
    if (reply.id === null) {
      if (reply.kind === 'failed') failAll(new Error(reply.message));
      return;
    }
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!pending) return;
    if (reply.kind === 'result') pending.resolve(reply.result);
    else pending.reject(new Error(reply.message));
  };
  worker.onerror = (event) => failAll(new Error(event.message || 'The recognizer could not start'));

  return {
    ready,
    recognize: (image, boardSize) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        const request: VisionRequest = { id, image, ...(boardSize ? { boardSize } : {}) };
        // the pixels are copied: the page keeps its own to draw the photo
        worker.postMessage(request);
      }),
    stop: () => {
      worker.terminate();
      failAll(new Error('stopped'));
    },
  };
}
