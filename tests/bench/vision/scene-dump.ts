import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { RenderedScene } from '@tests/factories/board-scenes/render-scenes';
import type { RecognitionResult } from '@vision/types';
import type { SceneScore } from './scene-score';

type Corners = readonly (readonly [number, number])[];

/**
 * VISION_BENCH_DUMP=<dir>: a misread scene's JPEG, and a PNG of it with the truth's grid corners
 * (green) and the grid read (red, its size and share right beside it) drawn over it.
 */
export async function dumpScene(
  dir: string,
  scene: RenderedScene,
  score: SceneScore,
  result: RecognitionResult,
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const { seed, board, stones, view, cropped } = scene.spec;
  const name = `scene-${seed}-${board}-${stones}-${view}${cropped ? '-cropped' : ''}-${score.right}of${score.points}`;
  writeFileSync(join(dir, `${name}.jpg`), scene.jpeg);
  const image = await loadImage(scene.jpeg);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const outline = (corners: Corners, colour: string) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2;
    ctx.beginPath();
    corners.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.closePath();
    ctx.stroke();
  };
  outline(scene.corners, '#00ff00');
  ctx.font = '20px sans-serif';
  ctx.fillStyle = '#ff0000';
  if (result.ok) {
    outline(result.corners, '#ff0000');
    ctx.fillText(
      `read ${result.boardSize}x${result.boardSize}, ${score.right}/${score.points}`,
      8,
      24,
    );
  } else ctx.fillText(result.error, 8, 24);
  writeFileSync(join(dir, `${name}.png`), canvas.encodeSync('png'));
}
