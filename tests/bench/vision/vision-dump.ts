import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPhoto } from '@tests/factories/board-photos/types';
import type { RecognitionResult, StoneSign } from '@vision/types';
import { encodePng } from './photo-png';
import type { PhotoScore } from './vision-score';

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

/** The wrong intersections in GTP coordinates: 'D4 black read empty'. */
function mistakes(photo: RenderedPhoto, result: RecognitionResult): string[] {
  if (!result.ok || result.boardSize !== photo.truth.boardSize) return [];
  const name = (sign: StoneSign) => ({ 1: 'black', [-1]: 'white', 0: 'empty' })[sign];
  const size = photo.truth.boardSize;
  return photo.truth.signs.flatMap((row, y) =>
    row.flatMap((sign, x) =>
      result.signs[y][x] === sign
        ? []
        : [
            `${COLUMNS[x]}${size - y} ${name(sign)} read ${name(result.signs[y][x])}` +
              ` (confidence ${result.confidence[y][x].toFixed(2)})` +
              (photo.truth.occluded[y][x] ? ' (occluded)' : ''),
          ],
    ),
  );
}

/** VISION_BENCH_DUMP=<dir>: each misread photo as PNG with its truth and what was read. */
export function dump(
  dir: string,
  setName: string,
  score: PhotoScore,
  photo: RenderedPhoto,
  result: RecognitionResult,
) {
  mkdirSync(dir, { recursive: true });
  const name = `${setName}-photo-${String(score.index).padStart(3, '0')}-${score.difficulty}-${score.boardSize}`;
  writeFileSync(join(dir, `${name}.png`), encodePng(photo.image));
  writeFileSync(
    join(dir, `${name}.json`),
    `${JSON.stringify(
      {
        index: score.index,
        spec: { ...photo.spec, signs: undefined },
        error: score.error,
        right: `${score.right}/${score.points}`,
        mistakes: mistakes(photo, result),
        truth: photo.truth,
        read: result.ok
          ? { boardSize: result.boardSize, signs: result.signs, corners: result.corners }
          : null,
      },
      null,
      1,
    )}\n`,
  );
}
