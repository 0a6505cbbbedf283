import type { VideoConversionResult } from './types';

/** What a conversion thread is started with. */
export interface ConversionThreadData {
  videoPath: string;
  name?: string;
  maxDurationSeconds?: number;
}

/** What a conversion thread posts: progress as it reads, then the result or the failure. */
export type ConversionThreadMessage =
  | { kind: 'progress'; share: number }
  | { kind: 'done'; result: VideoConversionResult }
  /** `known`: a VideoConversionError, whose message is for the user; else the stack for the log */
  | { kind: 'failed'; known: boolean; message: string; stack?: string };
