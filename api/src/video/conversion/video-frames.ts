import { spawn } from 'node:child_process';
import type { RgbaImage } from '@vision/types';
import { VideoConversionError } from './types';

export const UNREADABLE = 'The video could not be decoded';

export const FFMPEG = '/usr/bin/ffmpeg';

export interface FrameSampling {
  /** frames taken a second */
  fps: number;
  /** the longer side of the frames given, at most */
  maxSide: number;
}

export interface VideoFrame {
  /** seconds from the video's start */
  time: number;
  image: RgbaImage;
}

/** Even sizes no longer than maxSide on the longer side, the picture's shape kept. */
export function frameSize(width: number, height: number, maxSide: number): [number, number] {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const even = (value: number) => Math.max(2, 2 * Math.round((value * scale) / 2));
  return [even(width), even(height)];
}

/**
 * The video's frames at `fps`, scaled down, as raw RGBA piped from ffmpeg (no files); stopping
 * the iteration or aborting the signal kills ffmpeg.
 */
export async function* videoFrames(
  path: string,
  shown: { width: number; height: number },
  sampling: FrameSampling,
  signal?: AbortSignal,
): AsyncGenerator<VideoFrame> {
  const [width, height] = frameSize(shown.width, shown.height, sampling.maxSide);
  const ffmpeg = spawn(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-i',
      path,
      '-an',
      '-vf',
      `fps=${sampling.fps},scale=${width}:${height}`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const kill = () => ffmpeg.kill('SIGKILL');
  signal?.addEventListener('abort', kill, { once: true });
  let errors = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const exited = new Promise<number | null>((resolve) => ffmpeg.on('close', resolve));
  const frameBytes = width * height * 4;
  let frame = Buffer.allocUnsafe(frameBytes);
  let filled = 0;
  let index = 0;
  try {
    for await (const chunk of ffmpeg.stdout as AsyncIterable<Buffer>) {
      let offset = 0;
      while (offset < chunk.length) {
        const taken = Math.min(frameBytes - filled, chunk.length - offset);
        chunk.copy(frame, filled, offset, offset + taken);
        filled += taken;
        offset += taken;
        if (filled === frameBytes) {
          yield { time: index / sampling.fps, image: { width, height, data: frame } };
          index++;
          frame = Buffer.allocUnsafe(frameBytes);
          filled = 0;
        }
      }
    }
    const code = await exited;
    if (signal?.aborted) throw signal.reason;
    if (code !== 0) throw new VideoConversionError(UNREADABLE, { cause: new Error(errors.trim()) });
  } finally {
    signal?.removeEventListener('abort', kill);
    if (ffmpeg.exitCode === null) kill();
  }
}
