import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { RenderedScene } from './render-scenes';
import type { SceneSpec } from './scene-spec';

/*
 * A check that a scene shows its truth, run by the bench before it measures (in chromium it
 * takes about half a minute, too long for a unit test): an empty 9x9 board and the same board
 * with one black stone differ where the truth puts the stone and hardly anywhere else, and the
 * same spec renders the same bytes.
 */

const STONE: [number, number] = [6, 2]; // x from the left, y from the top

function spec(withStone: boolean): SceneSpec {
  const signs = Array.from({ length: 9 }, () => Array<-1 | 0 | 1>(9).fill(0));
  if (withStone) signs[STONE[1]][STONE[0]] = 1;
  return {
    seed: 4242,
    boardSize: 9,
    signs,
    board: 'wood',
    stones: 'slate-shell',
    view: 'overhead',
    cropped: false,
  };
}

/** The scenes to render before the set: empty, one stone, the same again. */
export const checkSpecs = (): SceneSpec[] => [spec(false), spec(true), spec(true)];

async function grey(scene: RenderedScene): Promise<Float32Array> {
  const image = await loadImage(scene.jpeg);
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  return Float32Array.from(
    { length: data.length / 4 },
    (_, i) => (data[i * 4] + data[i * 4 + 1] + data[i * 4 + 2]) / 3,
  );
}

/** Where an intersection should be: the grid's reported corners blended (near enough top-down). */
function expected(scene: RenderedScene, [x, y]: [number, number]): [number, number] {
  const [tl, tr, br, bl] = scene.corners;
  const [u, v] = [x / 8, y / 8];
  const top = [tl[0] + (tr[0] - tl[0]) * u, tl[1] + (tr[1] - tl[1]) * u];
  const bottom = [bl[0] + (br[0] - bl[0]) * u, bl[1] + (br[1] - bl[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
}

/** Throws unless the three check scenes show what their truth says; answers what it found. */
export async function checkTruth([bare, stone, again]: RenderedScene[]): Promise<string> {
  if (!again.jpeg.equals(stone.jpeg))
    throw new Error('Scene check: one spec rendered two pictures');
  const [a, b] = [await grey(bare), await grey(stone)];
  let [sumX, sumY, darker] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    if (a[i] - b[i] < 90) continue; // much darker with the stone (its shadow less so)
    sumX += i % stone.width;
    sumY += Math.floor(i / stone.width);
    darker += 1;
  }
  const [x, y] = expected(stone, STONE);
  const cell =
    Math.hypot(
      stone.corners[1][0] - stone.corners[0][0],
      stone.corners[1][1] - stone.corners[0][1],
    ) / 8;
  const off = darker ? Math.hypot(sumX / darker - x, sumY / darker - y) / cell : Infinity;
  const area = darker / cell ** 2;
  const found = `a stone's darkening ${area.toFixed(2)} cells², ${off.toFixed(2)} cells from its point`;
  if (off > 0.5 || area < 0.3 || area > 2) throw new Error(`Scene check failed: ${found}`);
  return found;
}
