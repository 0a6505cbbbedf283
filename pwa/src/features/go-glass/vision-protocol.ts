import type { BoardSize, RecognitionResult, RgbaImage } from '@vision/types';

/** The page to the recognizer's worker: one image to recognise. */
export interface VisionRequest {
  id: number;
  image: RgbaImage;
  /** the user's choice of size; unset: the recognizer finds it */
  boardSize?: BoardSize;
}

/** The worker to the page: OpenCV loaded, a result by id, or a failure (id null: at start). */
export type VisionReply =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; result: RecognitionResult; ms: number }
  | { kind: 'failed'; id: number | null; message: string };
