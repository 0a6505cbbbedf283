import { join } from 'node:path';
import { startThread } from '@threads/start-thread';
import type { ConversionThreadData, ConversionThreadMessage } from './thread-messages';
import { type ConvertVideo, type VideoConversionResult, VideoConversionError } from './types';

/**
 * The young generation of a conversion thread: three semi-spaces of 64 MB (the server's main
 * thread has 128 MB ones): frames are large and short-lived.
 */
const YOUNG_GENERATION_MB = 192;

function failureOf(message: Extract<ConversionThreadMessage, { kind: 'failed' }>): Error {
  if (message.known) return new VideoConversionError(message.message);
  const error = new Error(message.message);
  if (message.stack) error.stack = message.stack;
  return error;
}

/**
 * Converts one video in a worker thread of its own (conversion-thread.ts), so recognition never
 * holds up the event loop: progress and the result come back as messages; aborting terminates
 * the thread and rejects with the signal's reason.
 */
export const convertInWorker: ConvertVideo = (videoPath, options = {}) => {
  const { signal, onProgress, name, maxDurationSeconds } = options;
  return new Promise<VideoConversionResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const worker = startThread(join(__dirname, 'conversion-thread'), {
      workerData: { videoPath, name, maxDurationSeconds } satisfies ConversionThreadData,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      finish();
      void worker.terminate();
    };
    const abort = () => settle(() => reject(signal?.reason as Error));
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: ConversionThreadMessage) => {
      if (message.kind === 'progress') {
        if (!settled) onProgress?.(message.share);
      } else if (message.kind === 'done') {
        settle(() => resolve(message.result));
      } else {
        settle(() => reject(failureOf(message)));
      }
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The conversion thread stopped (exit code ${code})`))),
    );
  });
};
