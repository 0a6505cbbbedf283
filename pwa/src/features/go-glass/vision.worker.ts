import { createRecognizer } from '@vision/recognizer';
import type { VisionReply, VisionRequest } from './vision-protocol';

/** The recognizer (vision/, OpenCV's WebAssembly) off the page's thread: GoGlass's photos. */
interface WorkerScope {
  postMessage(message: VisionReply): void;
  onmessage: ((event: MessageEvent<VisionRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;
const post = (reply: VisionReply) => scope.postMessage(reply);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const recognizer = createRecognizer();
recognizer.then(
  () => post({ kind: 'ready' }),
  (error: unknown) => post({ kind: 'failed', id: null, message: message(error) }),
);

scope.onmessage = (event) => void answer(event.data);

async function answer(request: VisionRequest): Promise<void> {
  const { id, image, boardSize } = request;
  try {
    const recognize = await recognizer;
    const started = performance.now();
    const result = recognize(image, boardSize ? { boardSize } : {});
    post({ kind: 'result', id, result, ms: performance.now() - started });
  } catch (error) {
    post({ kind: 'failed', id, message: message(error) });
  }
}
