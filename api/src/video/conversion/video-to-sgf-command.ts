import { writeFile } from 'node:fs/promises';
import { VideoConversionError, type ConvertVideo } from './types';

export const VIDEO_TO_SGF_USAGE = 'Usage: npm run video-to-sgf -- <video> <out.sgf>';

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Converts one video to an SGF file and prints a one-line summary; 0 when written, 1 with the
 * reason on a wrong call or a video that cannot be converted.
 */
export async function runVideoToSgf(
  args: readonly string[],
  convert: ConvertVideo,
  output: CommandOutput,
): Promise<number> {
  if (args.length !== 2) {
    output.error(VIDEO_TO_SGF_USAGE);
    return 1;
  }
  const [video, sgfPath] = args;
  const started = performance.now();
  try {
    const result = await convert(video);
    await writeFile(sgfPath, result.sgf);
    const seconds = (performance.now() - started) / 1000;
    output.log(
      `${sgfPath}: ${result.moves} moves, ${result.skippedChanges} skipped changes, ` +
        `${result.boardSize}x${result.boardSize}, ${result.durationSeconds.toFixed(1)} s of video ` +
        `converted in ${seconds.toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof VideoConversionError) && !isFileError(error)) throw error;
    output.error(`${video}: ${error.message}`);
    return 1;
  }
}

function isFileError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
}
