import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { photoSet } from '@tests/factories/board-photos/photo-set';
import { renderBoardPhoto } from '@tests/factories/board-photos/render-photo';
import type { PhotoDifficulty, RenderedPhoto } from '@tests/factories/board-photos/types';
import { createRecognizer } from '@vision/recognizer';
import type { RecognitionResult, StoneSign } from '@vision/types';
import { percentile, round } from '../browser/bench-stats';
import { measureBrowserVision } from './browser-vision';
import { encodePng } from './photo-png';
import { accuracy, scorePhoto, type PhotoScore } from './vision-score';

type Results = Record<string, number | string>;

const DIFFICULTIES: PhotoDifficulty[] = ['easy', 'medium', 'hard'];
const SIZES = [9, 13, 19];
/** Photos the browser page recognises (the first ones of the set: every size and difficulty). */
const BROWSER_PHOTOS = 30;

const percent = (share: number) => `${(share * 100).toFixed(2)} %`.padStart(9);
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
              (photo.truth.occluded[y][x] ? ' (occluded)' : ''),
          ],
    ),
  );
}

/** VISION_BENCH_DUMP=<dir>: each misread photo as PNG with its truth and what was read. */
function dump(dir: string, score: PhotoScore, photo: RenderedPhoto, result: RecognitionResult) {
  mkdirSync(dir, { recursive: true });
  const name = `photo-${String(score.index).padStart(3, '0')}-${score.difficulty}-${score.boardSize}`;
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

function printTable(scores: PhotoScore[]) {
  console.log('  accuracy by difficulty and size (intersections / boards all right, photos)');
  const line = (label: string, subset: PhotoScore[]) => {
    const { intersection, board, photos } = accuracy(subset);
    if (photos === 0) return;
    console.log(
      `  ${label.padEnd(14)}${percent(intersection)} ${percent(board)} ${String(photos).padStart(5)}`,
    );
  };
  for (const difficulty of DIFFICULTIES) {
    for (const size of SIZES) {
      line(
        `${difficulty} ${size}x${size}`,
        scores.filter((s) => s.difficulty === difficulty && s.boardSize === size),
      );
    }
    line(
      `${difficulty}`,
      scores.filter((s) => s.difficulty === difficulty),
    );
  }
  line('all', scores);
}

/**
 * Board recognition on the fixed set of rendered photos (tests/factories/board-photos): accuracy
 * per intersection (occluded points counted like the others: the recogniser must guess them) and
 * per board, by difficulty; recognition time in Node; then in chromium on the first photos.
 * VISION_BENCH_PHOTOS changes the count (default 240).
 */
export async function measureVision(results: Results): Promise<void> {
  const specs = photoSet(Number(process.env.VISION_BENCH_PHOTOS ?? 240));
  const dumpDir = process.env.VISION_BENCH_DUMP;
  console.log(`Vision: ${specs.length} rendered photos`);
  const recognize = await createRecognizer();
  const scores: PhotoScore[] = [];
  const browserPhotos: Parameters<typeof measureBrowserVision>[1] = [];
  for (const [index, spec] of specs.entries()) {
    const photo = await renderBoardPhoto(spec);
    const start = performance.now();
    let result: RecognitionResult;
    try {
      result = recognize(photo.image);
    } catch (error) {
      result = { ok: false, error: `threw: ${(error as Error).message}` };
    }
    const score = scorePhoto(index, photo, result, performance.now() - start);
    scores.push(score);
    if (dumpDir && score.right < score.points) dump(dumpDir, score, photo, result);
    if (index < BROWSER_PHOTOS) {
      const truth = photo.truth;
      browserPhotos.push({
        png: encodePng(photo.image),
        right: (reading) => {
          const read = reading as { boardSize: number; signs: StoneSign[][] } | null;
          return (
            read !== null &&
            read.boardSize === truth.boardSize &&
            truth.signs.every((row, y) => row.every((sign, x) => read.signs[y][x] === sign))
          );
        },
      });
    }
    if ((index + 1) % 20 === 0) console.log(`  ${index + 1} photos`);
  }
  printTable(scores);
  const wrong = scores.filter((s) => s.right < s.points);
  console.log(
    `  misread photos (${wrong.length}): ${wrong.map((s) => `${s.index}${s.error ? '!' : ''}`).join(' ')}` +
      (dumpDir ? ` (written to ${dumpDir})` : ' (VISION_BENCH_DUMP=<dir> writes them)'),
  );

  const all = accuracy(scores);
  results['vision.photos'] = all.photos;
  results['vision.intersection_accuracy'] = round(all.intersection, 5);
  results['vision.board_accuracy'] = round(all.board, 4);
  results['vision.visible_intersection_accuracy'] = round(all.visibleIntersection, 5);
  results['vision.visible_board_accuracy'] = round(all.visibleBoard, 4);
  for (const difficulty of DIFFICULTIES) {
    const part = accuracy(scores.filter((s) => s.difficulty === difficulty));
    results[`vision.${difficulty}.photos`] = part.photos;
    results[`vision.${difficulty}.intersection_accuracy`] = round(part.intersection, 5);
    results[`vision.${difficulty}.board_accuracy`] = round(part.board, 4);
    results[`vision.${difficulty}.visible_board_accuracy`] = round(part.visibleBoard, 4);
  }
  const times = scores.map((s) => s.ms).sort((a, b) => a - b);
  results['vision.photo_ms_p50'] = round(percentile(times, 50), 1);
  results['vision.photo_ms_p90'] = round(percentile(times, 90), 1);
  console.log(
    `  Node: recognition p50 ${results['vision.photo_ms_p50']} ms, p90 ${results['vision.photo_ms_p90']} ms`,
  );
  await measureBrowserVision(results, browserPhotos);
}
