import { createCanvas, loadImage } from '@napi-rs/canvas';
import { SCENE_SETS, sceneSet, type SceneSetName } from '@tests/factories/board-scenes/scene-set';
import { checkSpecs, checkTruth } from '@tests/factories/board-scenes/truth-check';
import type { SceneSpec } from '@tests/factories/board-scenes/scene-spec';
import { createRecognizer } from '@vision/recognizer';
import type { RecognitionResult, RgbaImage } from '@vision/types';
import { percentile, round } from '../browser/bench-stats';
import { renderOrRead } from './scene-cache';
import { dumpScene } from './scene-dump';
import { sceneAccuracy, scoreScene, type SceneScore } from './scene-score';

type Results = Record<string, number | string>;

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
 * chromium), the held-out set (nothing is tuned on it) as vision.scenes.*, or the tuning set as
 * vision.scenes.tuning.*: accuracy per intersection and per board, overall and per size, board,
 * stones and view; rendering and recognition times. VISION_BENCH_SCENES=<n> sets the count
 * (default 45); VISION_BENCH_DUMP=<dir> writes the misread scenes there (JPEG, and PNG with the
 * grids drawn); VISION_BENCH_SCENE_CACHE=<dir> keeps the rendered scenes and reads them back.
 */
export async function measureScenes(results: Results, setName: SceneSetName): Promise<void> {
  const count = Number(process.env.VISION_BENCH_SCENES ?? 45);
  const { setSeed, firstSceneSeed } = SCENE_SETS[setName];
  const PREFIX = setName === 'heldOut' ? 'vision.scenes.' : `vision.scenes.${setName}.`;
  console.log(
    `Vision, SCENES (second generator, three.js in chromium; ${setName === 'heldOut' ? 'never tuned on' : 'the set tuned on'}): ` +
      `${count} scenes (set seed ${setSeed}, scene seeds from ${firstSceneSeed})`,
  );
  const specs = sceneSet(count, setName);
  const renderStart = performance.now();
  const {
    extra,
    scenes: rendered,
    fresh,
  } = await renderOrRead(specs, checkSpecs(), process.env.VISION_BENCH_SCENE_CACHE);
  const renderWall = (performance.now() - renderStart) / (extra.length + rendered.length);
  if (fresh) console.log(`  check: ${await checkTruth(extra)}`);
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
    if (dumpDir && score.right < score.points) await dumpScene(dumpDir, scene, score, result);
  }

  const write = (prefix: string, part: SceneScore[]) => {
    const accuracy = sceneAccuracy(part);
    results[`${prefix}photos`] = accuracy.scenes;
    results[`${prefix}intersection_accuracy`] = round(accuracy.intersection, 5);
    results[`${prefix}board_accuracy`] = round(accuracy.board, 4);
    results[`${prefix}found_share`] = round(accuracy.found, 4);
    console.log(
      `  ${(prefix.slice(PREFIX.length) || 'all').padEnd(22)}${percent(accuracy.intersection)} ` +
        `${percent(accuracy.board)} ${percent(accuracy.found)} ${String(accuracy.scenes).padStart(4)}`,
    );
  };
  console.log('  intersections / boards all right / board found / scenes');
  write(PREFIX, scores);
  for (const [label, part] of groups(scores)) if (part.length) write(`${PREFIX}${label}.`, part);
  const times = scores.map((s) => s.ms).sort((a, b) => a - b);
  results[`${PREFIX}photo_ms_p50`] = round(percentile(times, 50), 1);
  results[`${PREFIX}photo_ms_p90`] = round(percentile(times, 90), 1);
  // wall time in chromium with the page's build and the first scene's shader compiling shared out
  if (fresh) results[`${PREFIX}render_ms_per_scene`] = round(renderWall, 0);
  results[`${PREFIX}set`] =
    `sceneSet(${count}, '${setName}'): set seed ${setSeed}, scene seeds ${firstSceneSeed}+` +
    (setName === 'heldOut' ? ', never tuned on' : '');
  const misread = scores.filter((s) => s.right < s.points);
  console.log(
    `  recognition p50 ${results[`${PREFIX}photo_ms_p50`]} ms; rendering ${Math.round(renderWall)} ms ` +
      `a scene; misread: ${misread.map((s) => `${s.spec.seed}${s.found ? '' : '!'}`).join(' ')}`,
  );
}
