import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { renderScenes } from '@tests/factories/board-scenes/render-scenes';
import { SCENE_SETS, sceneSet } from '@tests/factories/board-scenes/scene-set';
import { checkSpecs, checkTruth } from '@tests/factories/board-scenes/truth-check';
import type { SceneSpec } from '@tests/factories/board-scenes/scene-spec';
import { createRecognizer } from '@vision/recognizer';
import type { RecognitionResult, RgbaImage } from '@vision/types';
import { percentile, round } from '../browser/bench-stats';
import { sceneAccuracy, scoreScene, type SceneScore } from './scene-score';

type Results = Record<string, number | string>;

const PREFIX = 'vision.scenes.';

async function decodeJpeg(jpeg: Buffer): Promise<RgbaImage> {
  const image = await loadImage(jpeg);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height);
}

/** The groups reported apart: each size, board kind, stone kind and view, and cropped ones. */
function groups(scores: SceneScore[]): [string, SceneScore[]][] {
  const by = (label: string, key: (spec: SceneSpec) => string | number | boolean) =>
    [...new Set(scores.map((s) => key(s.spec)))]
      .sort()
      .map((value): [string, SceneScore[]] => [
        `${label}${value}`,
        scores.filter((s) => key(s.spec) === value),
      ]);
  return [
    ...by('size_', (spec) => spec.boardSize),
    ...by('board_', (spec) => spec.board),
    ...by('stones_', (spec) => spec.stones),
    ...by('view_', (spec) => spec.view),
    ['cropped', scores.filter((s) => s.spec.cropped)],
  ];
}

const percent = (share: number) => `${(share * 100).toFixed(2)} %`.padStart(9);

/**
 * The second, independent generator's scenes (tests/factories/board-scenes, three.js in
 * chromium), its held-out set only: nothing is tuned on it. Writes vision.scenes.*: accuracy
 * per intersection and per board, overall and per size, board, stones and view; rendering and
 * recognition times. VISION_BENCH_SCENES=<n> sets the count (default 45); VISION_BENCH_DUMP=<dir>
 * writes the misread scenes' JPEGs there.
 */
export async function measureScenes(results: Results): Promise<void> {
  const count = Number(process.env.VISION_BENCH_SCENES ?? 45);
  const { setSeed, firstSceneSeed } = SCENE_SETS.heldOut;
  console.log(
    `Vision, SCENES (second generator, three.js in chromium; never tuned on): ${count} scenes ` +
      `(set seed ${setSeed}, scene seeds from ${firstSceneSeed})`,
  );
  const specs = sceneSet(count, 'heldOut');
  const checks = checkSpecs();
  const renderStart = performance.now();
  const all = await renderScenes([...checks, ...specs]);
  const renderWall = (performance.now() - renderStart) / all.length;
  console.log(`  check: ${await checkTruth(all.slice(0, checks.length))}`);
  const rendered = all.slice(checks.length);
  const recognize = await createRecognizer();
  const scores: SceneScore[] = [];
  for (const scene of rendered) {
    const image = await decodeJpeg(scene.jpeg);
    const start = performance.now();
    let result: RecognitionResult;
    try {
      result = recognize(image);
    } catch (error) {
      result = { ok: false, error: `threw: ${(error as Error).message}` };
    }
    const score = scoreScene(scene.spec, result, performance.now() - start);
    scores.push(score);
    const dumpDir = process.env.VISION_BENCH_DUMP;
    if (dumpDir && score.right < score.points) {
      mkdirSync(dumpDir, { recursive: true });
      const { seed, board, stones, view } = scene.spec;
      const name = `scene-${seed}-${board}-${stones}-${view}-${score.right}of${score.points}.jpg`;
      writeFileSync(join(dumpDir, name), scene.jpeg);
    }
  }

  const write = (prefix: string, part: SceneScore[]) => {
    const accuracy = sceneAccuracy(part);
    results[`${prefix}photos`] = accuracy.scenes;
    results[`${prefix}intersection_accuracy`] = round(accuracy.intersection, 5);
    results[`${prefix}board_accuracy`] = round(accuracy.board, 4);
    results[`${prefix}found_share`] = round(accuracy.found, 4);
    console.log(
      `  ${(prefix.slice(PREFIX.length) || 'all').padEnd(22)}${percent(accuracy.intersection)} ` +
        `${percent(accuracy.board)} ${String(accuracy.scenes).padStart(4)}`,
    );
  };
  console.log('  intersections / boards all right / scenes');
  write(PREFIX, scores);
  for (const [label, part] of groups(scores)) if (part.length) write(`${PREFIX}${label}.`, part);
  const times = scores.map((s) => s.ms).sort((a, b) => a - b);
  results[`${PREFIX}photo_ms_p50`] = round(percentile(times, 50), 1);
  results[`${PREFIX}photo_ms_p90`] = round(percentile(times, 90), 1);
  // wall time in chromium with the page's build and the first scene's shader compiling shared out
  results[`${PREFIX}render_ms_per_scene`] = round(renderWall, 0);
  results[`${PREFIX}set`] =
    `sceneSet(${count}, 'heldOut'): set seed ${setSeed}, scene seeds ${firstSceneSeed}+, never tuned on`;
  const misread = scores.filter((s) => s.right < s.points);
  console.log(
    `  recognition p50 ${results[`${PREFIX}photo_ms_p50`]} ms; rendering ${Math.round(renderWall)} ms ` +
      `a scene; misread: ${misread.map((s) => `${s.spec.seed}${s.found ? '' : '!'}`).join(' ')}`,
  );
}
