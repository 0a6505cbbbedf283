import { basename, extname } from 'node:path';
import { emptyGameReason, videoSgf, type FrameReading } from '@domain/video';
import type { BoardRecognition, BoardSize, RecognitionResult, Recognizer } from '@vision/types';
import { createBoardReader } from './board-reader';
import { pointMotion, thumbnail, type Thumbnail } from './point-motion';
import { probeVideo } from './probe-video';
import { createSizeLock } from './size-lock';
import { VideoConversionError, type ConvertVideo } from './types';
import { videoTooLongMessage } from './video-limits';
import { videoFrames, type FrameSampling } from './video-frames';

export const NO_BOARD = 'No Go board was found in the video';

export const DEFAULT_SAMPLING: FrameSampling = { fps: 4, maxSide: 960 };

/** a board seen in fewer of the frames than this is something else that looked like one */
const MIN_BOARD_SHARE = 0.25;
/** the full frame's pixels a motion thumbnail's pixel */
const MOTION_STEP = 4;
const KOMI = 6.5;
const HANDICAP_KOMI = 0.5;

/** Whether the picture moved anywhere on the board since a frame. */
function moved(before: Thumbnail, now: Thumbnail, recognition: BoardRecognition): boolean {
  return pointMotion(before, now, recognition.corners, recognition.boardSize).flat().some(Boolean);
}

/** A recognition with where the picture moved since the previous frame (everywhere at first). */
function reading(
  time: number,
  recognition: BoardRecognition,
  moving: boolean[][] | null,
): FrameReading {
  return {
    time,
    signs: recognition.signs,
    confidence: recognition.confidence,
    occluded: recognition.occluded,
    moving: moving ?? recognition.signs.map((row) => row.map(() => true)),
  };
}

/**
 * A ConvertVideo from a recogniser: ffprobe checks the file, ffmpeg gives frames at a few a
 * second, each is recognised (near the corners found before, at the size found; a frame where
 * nothing moved since the last recognised one keeps its recognition), the stable states give
 * the moves, and the moves the SGF. A board seen but no move read fails with the reason, in words.
 */
export function createVideoConverter(
  recognizer: () => Promise<Recognizer>,
  sampling: FrameSampling = DEFAULT_SAMPLING,
): ConvertVideo {
  return async (videoPath, options = {}) => {
    const { signal, onProgress } = options;
    const probe = await probeVideo(videoPath, signal);
    const { maxDurationSeconds } = options;
    if (maxDurationSeconds !== undefined && probe.durationSeconds > maxDurationSeconds) {
      throw new VideoConversionError(videoTooLongMessage(maxDurationSeconds));
    }
    const recognize = await recognizer();
    signal?.throwIfAborted();
    const sizeLock = createSizeLock();
    const readers = new Map<BoardSize, ReturnType<typeof createBoardReader>>();
    let last = null as { recognition: BoardRecognition; thumbnail: Thumbnail } | null;
    let previous: Thumbnail | null = null;
    let frames = 0;
    let reported = -1;
    // no more frames than the video has: a frame taken twice would look like a still picture
    const rate = Math.min(sampling.fps, probe.frameRate ?? sampling.fps);
    for await (const frame of videoFrames(videoPath, probe, { ...sampling, fps: rate }, signal)) {
      frames++;
      const small = thumbnail(frame.image, MOTION_STEP);
      // a recognition with a hand in it is never kept: the hand goes
      const kept: BoardRecognition | null =
        last &&
        !last.recognition.occluded.flat().some(Boolean) &&
        !moved(last.thumbnail, small, last.recognition)
          ? last.recognition
          : null;
      const searched = !kept && sizeLock.recheckDue;
      const result: RecognitionResult =
        kept ??
        recognize(
          frame.image,
          searched ? {} : { boardSize: sizeLock.size, corners: last?.recognition.corners },
        );
      if (result.ok) {
        if (!kept) last = { recognition: result, thumbnail: small };
        const size = result.boardSize;
        if (!kept) sizeLock.seen(size, searched);
        if (!readers.has(size)) readers.set(size, createBoardReader(size));
        const moving = previous && pointMotion(previous, small, result.corners, size);
        readers.get(size)!.push(reading(frame.time, result, moving));
      } else {
        last = null;
      }
      previous = small;
      const share = Math.min(1, frame.time / probe.durationSeconds);
      if (share - reported >= 0.01) {
        reported = share;
        onProgress?.(share);
      }
    }
    signal?.throwIfAborted();
    const reader = [...readers.values()].sort((a, b) => b.frames - a.frames)[0];
    if (!reader || reader.frames < MIN_BOARD_SHARE * frames) {
      throw new VideoConversionError(NO_BOARD);
    }
    const game = reader.game();
    if (game.moves.length === 0 && game.handicapStones.length === 0) {
      throw new VideoConversionError(emptyGameReason(reader.summary(frames)));
    }
    const name = options.name ?? basename(videoPath, extname(videoPath));
    const komi = game.handicapStones.length > 0 ? HANDICAP_KOMI : KOMI;
    onProgress?.(1);
    return {
      sgf: videoSgf(game, { name, komi }),
      boardSize: game.boardSize as BoardSize,
      moves: game.moves.length,
      skippedChanges: game.skipped.length,
      durationSeconds: probe.durationSeconds,
    };
  };
}
