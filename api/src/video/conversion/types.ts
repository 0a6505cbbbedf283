import type { BoardSize } from '@vision/types';

/** A conversion that cannot finish; the message is in words, for the user's list. */
export class VideoConversionError extends Error {}

export interface VideoConversionResult {
  sgf: string;
  boardSize: BoardSize;
  /** moves in the SGF */
  moves: number;
  /** changes between stable frames that no legal move explains: marked in the SGF and skipped */
  skippedChanges: number;
  /** the video's length in seconds */
  durationSeconds: number;
}

export interface VideoConversionOptions {
  /** 0..1 as frames are read */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  /** the record's name (GN); the file's name without its extension by default */
  name?: string;
  /** a longer video is refused (VideoConversionError) before its frames are read */
  maxDurationSeconds?: number;
}

/** Converts one video file to SGF; rejects with VideoConversionError for a video it cannot read. */
export type ConvertVideo = (
  videoPath: string,
  options?: VideoConversionOptions,
) => Promise<VideoConversionResult>;
