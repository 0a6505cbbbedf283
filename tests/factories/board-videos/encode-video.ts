import { spawn } from 'node:child_process';
import { once } from 'node:events';

export const FFMPEG = '/usr/bin/ffmpeg';

/** An H.264 MP4 written by ffmpeg from raw RGBA frames piped into its standard input. */
export function createVideoEncoder(path: string, width: number, height: number, fps: number) {
  const ffmpeg = spawn(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      `${width}x${height}`,
      '-r',
      String(fps),
      '-i',
      'pipe:0',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '20',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      path,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let errors = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(ffmpeg, 'close') as Promise<[number | null]>;
  return {
    async write(frame: Uint8Array | Uint8ClampedArray): Promise<void> {
      const buffer = Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength);
      if (!ffmpeg.stdin.write(buffer)) await once(ffmpeg.stdin, 'drain');
    },
    async finish(): Promise<void> {
      ffmpeg.stdin.end();
      const [code] = await exited;
      if (code !== 0) throw new Error(`ffmpeg could not encode ${path}: ${errors.trim()}`);
    },
  };
}
