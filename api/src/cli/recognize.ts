import sharp from 'sharp';
import { formatVertex } from '@domain/play/vertex';
import { createRecognizer } from '@vision/recognizer';
import type { RecognitionResult, Recognizer } from '@vision/types';

const USAGE = 'Usage: npm run recognize -- <image> [image ...]';

/** One output line: the stones as GTP vertices (column A at the image's left, row 1 at its bottom). */
export function describeRecognition(image: string, result: RecognitionResult): object {
  if (!result.ok) return { image, error: result.error };
  const black: string[] = [];
  const white: string[] = [];
  result.signs.forEach((row, y) =>
    row.forEach((sign, x) => {
      if (sign === 1) black.push(formatVertex([x, y], result.boardSize));
      if (sign === -1) white.push(formatVertex([x, y], result.boardSize));
    }),
  );
  return { image, board_size: result.boardSize, black, white };
}

async function recognizeFile(recognize: Recognizer, path: string): Promise<object> {
  let decoded;
  try {
    decoded = await sharp(path).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { image: path, error: `The image could not be read: ${reason}` };
  }
  const { data, info } = decoded;
  return describeRecognition(path, recognize({ width: info.width, height: info.height, data }));
}

/**
 * Prints one JSON line per image; exits 0 when every image was recognised, 1 when any was not
 * (unreadable, or no board found), 2 without arguments.
 */
async function main(paths: string[]): Promise<number> {
  if (paths.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const recognize = await createRecognizer();
  let failed = false;
  for (const path of paths) {
    const line = await recognizeFile(recognize, path);
    if ('error' in line) failed = true;
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
