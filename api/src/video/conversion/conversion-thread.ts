import { parentPort, workerData } from 'node:worker_threads';
import { convertVideo } from './convert-video';
import type { ConversionThreadData, ConversionThreadMessage } from './thread-messages';
import { VideoConversionError } from './types';

/**
 * A worker thread's entry (convert-in-worker.ts starts it): converts one video with the
 * recogniser, off the API's event loop, and posts its progress and its end.
 */
const { videoPath, name, maxDurationSeconds } = workerData as ConversionThreadData;
const post = (message: ConversionThreadMessage) => parentPort?.postMessage(message);

convertVideo(videoPath, {
  name,
  maxDurationSeconds,
  onProgress: (share) => post({ kind: 'progress', share }),
}).then(
  (result) => post({ kind: 'done', result }),
  (error: unknown) =>
    post({
      kind: 'failed',
      known: error instanceof VideoConversionError,
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
);
