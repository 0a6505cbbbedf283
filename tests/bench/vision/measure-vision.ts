import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_SETS, photoSet, type PhotoSetName } from '@tests/factories/board-photos/photo-set';
import { renderBoardPhoto } from '@tests/factories/board-photos/render-photo';
import type { PhotoDifficulty } from '@tests/factories/board-photos/types';
import { createRecognizer } from '@vision/recognizer';
import type { RecognitionResult, Recognizer } from '@vision/types';
import { UNCERTAIN_BELOW } from '@vision/uncertain';
import { percentile, round } from '../browser/bench-stats';
import { measureBrowserVision, type BrowserPhoto } from './browser-vision';
import { honesty, pickThreshold, type Honesty } from './confidence-score';
import { encodePng } from './photo-png';
import { dump } from './vision-dump';
import { accuracy, scorePhoto, type PhotoScore } from './vision-score';

type Results = Record<string, number | string>;

const DIFFICULTIES: PhotoDifficulty[] = ['easy', 'medium', 'hard'];
const SIZES = [9, 13, 19];
/** The goal for wrong points not marked uncertain (issue 34): the threshold is picked for it. */
const SILENT_ERROR_GOAL = 0.002;
/** Where each set's numbers go: the held-out set's are the ones to quote. */
const PREFIX: Record<PhotoSetName, string> = { heldOut: 'vision.', tuning: 'vision.tuning.' };

const percent = (share: number) => `${(share * 100).toFixed(2)} %`.padStart(9);

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

/** Renders and recognises one set; writes its PNGs into photoDir (the held-out set, for chromium). */
async function recogniseSet(
  name: PhotoSetName,
  count: number,
  recognize: Recognizer,
  photoDir: string | null,
): Promise<{ scores: PhotoScore[]; photos: BrowserPhoto[] }> {
  const { randomSeed, firstPhotoSeed } = PHOTO_SETS[name];
  console.log(
    `Vision, ${name === 'heldOut' ? 'HELD-OUT set (never tuned on)' : 'tuning set'}: ` +
      `${count} rendered photos (set seed ${randomSeed}, photo seeds from ${firstPhotoSeed})`,
  );
  const dumpDir = process.env.VISION_BENCH_DUMP;
  const scores: PhotoScore[] = [];
  const photos: BrowserPhoto[] = [];
  for (const [index, spec] of photoSet(count, name).entries()) {
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
    if (dumpDir && score.right < score.points) dump(dumpDir, name, score, photo, result);
    if (photoDir) {
      const file = join(photoDir, `${index}.png`);
      writeFileSync(file, encodePng(photo.image));
      photos.push({ file, truth: photo.truth });
    }
    if ((index + 1) % 20 === 0) console.log(`  ${index + 1} photos`);
  }
  printTable(scores);
  const wrong = scores.filter((s) => s.right < s.points);
  console.log(
    `  misread photos (${wrong.length}): ${wrong.map((s) => `${s.index}${s.error ? '!' : ''}`).join(' ')}` +
      (dumpDir ? ` (written to ${dumpDir})` : ' (VISION_BENCH_DUMP=<dir> writes them)'),
  );
  return { scores, photos };
}

function writeAccuracy(results: Results, prefix: string, scores: PhotoScore[]) {
  const all = accuracy(scores);
  results[`${prefix}photos`] = all.photos;
  results[`${prefix}intersection_accuracy`] = round(all.intersection, 5);
  results[`${prefix}board_accuracy`] = round(all.board, 4);
  results[`${prefix}visible_intersection_accuracy`] = round(all.visibleIntersection, 5);
  results[`${prefix}visible_board_accuracy`] = round(all.visibleBoard, 4);
  for (const difficulty of DIFFICULTIES) {
    const part = accuracy(scores.filter((s) => s.difficulty === difficulty));
    results[`${prefix}${difficulty}.photos`] = part.photos;
    results[`${prefix}${difficulty}.intersection_accuracy`] = round(part.intersection, 5);
    results[`${prefix}${difficulty}.board_accuracy`] = round(part.board, 4);
    results[`${prefix}${difficulty}.visible_board_accuracy`] = round(part.visibleBoard, 4);
  }
}

function writeHonesty(results: Results, prefix: string, { pointsToConfirmP50, ...rest }: Honesty) {
  results[`${prefix}points_to_confirm_p50`] = pointsToConfirmP50;
  results[`${prefix}points_to_confirm_p90`] = rest.pointsToConfirmP90;
  results[`${prefix}silent_error_rate`] = round(rest.silentErrorRate, 5);
  results[`${prefix}errors_marked_share`] = round(rest.errorsMarked, 4);
}

const describeHonesty = (h: Honesty) =>
  `below ${h.threshold.toFixed(2)}: points to confirm p50 ${h.pointsToConfirmP50}, p90 ` +
  `${h.pointsToConfirmP90}; silent error rate ${(h.silentErrorRate * 100).toFixed(3)} %; ` +
  `${(h.errorsMarked * 100).toFixed(1)} % of wrong points marked`;

/**
 * Board recognition on rendered photos (tests/factories/board-photos): the tuning set (every
 * setting was tuned on it) and the held-out set (never tuned on; its numbers are vision.* and
 * vision.browser.*, the tuning set's vision.tuning.*). Accuracy per intersection (occluded
 * points counted like the others) and per board, by difficulty; the uncertain points (the
 * threshold picked on the tuning set, reported on both); time in Node, then in chromium on the
 * held-out set. VISION_BENCH_PHOTOS changes each set's count (default 240).
 */
export async function measureVision(results: Results): Promise<void> {
  const count = Number(process.env.VISION_BENCH_PHOTOS ?? 240);
  const recognize = await createRecognizer();
  const photoDir = mkdtempSync(join(tmpdir(), 'vision-bench-'));
  const { scores: tuning } = await recogniseSet('tuning', count, recognize, null);
  const held = await recogniseSet('heldOut', count, recognize, photoDir);
  const heldOut = held.scores;
  results['vision.held_out_set'] =
    `photoSet(${count}, 'heldOut'): photo seeds ${PHOTO_SETS.heldOut.firstPhotoSeed}+, never tuned on`;
  results['vision.tuning_set'] =
    `photoSet(${count}, 'tuning'): photo seeds ${PHOTO_SETS.tuning.firstPhotoSeed}+, every setting tuned on it`;
  writeAccuracy(results, PREFIX.tuning, tuning);
  writeAccuracy(results, PREFIX.heldOut, heldOut);

  const picked = pickThreshold(tuning, SILENT_ERROR_GOAL);
  console.log(`Uncertain points, threshold picked on the tuning set: ${describeHonesty(picked)}`);
  results['vision.tuning.uncertain_below_picked'] = picked.threshold;
  results['vision.uncertain_below'] = UNCERTAIN_BELOW;
  if (picked.threshold !== UNCERTAIN_BELOW) {
    console.log(`  (differs from the shipped UNCERTAIN_BELOW = ${UNCERTAIN_BELOW})`);
  }
  for (const [name, scores] of [
    ['tuning', tuning],
    ['held-out', heldOut],
  ] as const) {
    const shipped = honesty(scores, UNCERTAIN_BELOW);
    console.log(`  ${name}, as shipped ${describeHonesty(shipped)}`);
    writeHonesty(results, name === 'tuning' ? PREFIX.tuning : PREFIX.heldOut, shipped);
  }

  for (const [name, scores] of [
    ['tuning', tuning],
    ['heldOut', heldOut],
  ] as const) {
    const times = scores.map((s) => s.ms).sort((a, b) => a - b);
    results[`${PREFIX[name]}photo_ms_p50`] = round(percentile(times, 50), 1);
    results[`${PREFIX[name]}photo_ms_p90`] = round(percentile(times, 90), 1);
  }
  console.log(
    `  Node, held-out: recognition p50 ${results['vision.photo_ms_p50']} ms, p90 ${results['vision.photo_ms_p90']} ms`,
  );
  try {
    if (process.env.VISION_BENCH_BROWSER !== '0') await measureBrowserVision(results, held.photos);
  } finally {
    rmSync(photoDir, { recursive: true, force: true });
  }
}
