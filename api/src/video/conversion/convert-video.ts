import { createRecognizer } from '@vision/recognizer';
import type { Recognizer } from '@vision/types';
import type { ConvertVideo } from './types';
import { createVideoConverter } from './video-converter';

let loading: Promise<Recognizer> | undefined;

/** OpenCV loads once for the process, at the first conversion. */
function sharedRecognizer(): Promise<Recognizer> {
  loading ??= createRecognizer().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Converts one video file to SGF with the board recogniser of vision/. */
export const convertVideo: ConvertVideo = createVideoConverter(sharedRecognizer);
