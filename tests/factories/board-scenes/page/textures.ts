import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import type { SceneRandom } from '../scene-random';

/* Surfaces painted on 2D canvases: wood grain, woven cloth, paper, and the printed grid. */

export type Rgb = [number, number, number];

export const css = ([r, g, b]: Rgb, alpha = 1) =>
  `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${alpha})`;

export function canvas(width: number, height: number) {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return { element, ctx: element.getContext('2d')! };
}

export function texture(element: HTMLCanvasElement, repeat = 1): CanvasTexture {
  const map = new CanvasTexture(element);
  map.colorSpace = SRGBColorSpace;
  map.anisotropy = 8;
  if (repeat !== 1) {
    map.wrapS = map.wrapT = RepeatWrapping;
    map.repeat.set(repeat, repeat);
  }
  return map;
}

/** Grain along x: long wavy streaks, lighter and darker than the base, and fine speckle. */
export function paintWood(ctx: CanvasRenderingContext2D, base: Rgb, random: SceneRandom) {
  const { width, height } = ctx.canvas;
  ctx.fillStyle = css(base);
  ctx.fillRect(0, 0, width, height);
  const streaks = Math.round(height / 5);
  for (let i = 0; i < streaks; i++) {
    const shade = random.range(0.72, 1.12);
    ctx.strokeStyle = css(
      base.map((c) => Math.min(255, c * shade)) as Rgb,
      random.range(0.08, 0.35),
    );
    ctx.lineWidth = random.range(0.6, 5) * (width / 1024);
    const y0 = random.range(-0.1, 1.1) * height;
    const wave = random.range(2, 18) * (height / 1024);
    const period = random.range(0.3, 1.5) * width;
    const phase = random.range(0, Math.PI * 2);
    ctx.beginPath();
    for (let x = 0; x <= width; x += width / 64) {
      const y = y0 + wave * Math.sin(phase + (x / period) * Math.PI * 2);
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  speckle(ctx, random, 6);
}

/** Per-pixel noise of the given amplitude (0-255). */
export function speckle(ctx: CanvasRenderingContext2D, random: SceneRandom, amplitude: number) {
  const { width, height } = ctx.canvas;
  const image = ctx.getImageData(0, 0, width, height);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    const n = (random.next() - 0.5) * 2 * amplitude;
    data[i] += n;
    data[i + 1] += n;
    data[i + 2] += n;
  }
  ctx.putImageData(image, 0, 0);
}

/** A woven cloth, plain or checked, as a tile meant to repeat. */
export function paintCloth(ctx: CanvasRenderingContext2D, base: Rgb, random: SceneRandom) {
  const { width, height } = ctx.canvas;
  ctx.fillStyle = css(base);
  ctx.fillRect(0, 0, width, height);
  if (random.next() < 0.5) {
    const other = base.map((c) => c * 0.55 + 90) as Rgb;
    const square = width / 4;
    for (let y = 0; y < 4; y++) {
      for (let x = 0; x < 4; x++) {
        if ((x + y) % 2) continue;
        ctx.fillStyle = css(other, 0.7);
        ctx.fillRect(x * square, y * square, square, square);
      }
    }
  }
  for (let i = 0; i < width; i += 3) {
    ctx.fillStyle = css([0, 0, 0], random.range(0.05, 0.18));
    ctx.fillRect(i, 0, 1, height);
    ctx.fillRect(0, i, width, 1);
  }
  speckle(ctx, random, 10);
}

export interface GridDrawing {
  lines: number;
  /** the first and last line's canvas coordinates, x and y */
  left: number;
  right: number;
  top: number;
  bottom: number;
  lineWidth: number;
  ink: Rgb;
  /** letters and numbers around the grid, as on printed boards */
  labels: boolean;
}

const STARS: Record<number, number[]> = { 9: [2, 4, 6], 13: [3, 6, 9], 19: [3, 9, 15] };

export function paintGrid(ctx: CanvasRenderingContext2D, grid: GridDrawing) {
  const { lines, left, right, top, bottom, lineWidth, ink } = grid;
  const stepX = (right - left) / (lines - 1);
  const stepY = (bottom - top) / (lines - 1);
  ctx.strokeStyle = css(ink, 0.92);
  ctx.lineWidth = lineWidth;
  ctx.beginPath();
  for (let i = 0; i < lines; i++) {
    ctx.moveTo(left + i * stepX, top - lineWidth / 2);
    ctx.lineTo(left + i * stepX, bottom + lineWidth / 2);
    ctx.moveTo(left - lineWidth / 2, top + i * stepY);
    ctx.lineTo(right + lineWidth / 2, top + i * stepY);
  }
  ctx.stroke();
  ctx.fillStyle = css(ink, 0.92);
  const stars = STARS[lines];
  for (const sx of stars) {
    for (const sy of stars) {
      if (lines === 9 && (sx === 4) !== (sy === 4)) continue;
      if (lines === 13 && (sx === 6) !== (sy === 6)) continue;
      ctx.beginPath();
      ctx.arc(left + sx * stepX, top + sy * stepY, lineWidth * 2.2, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  if (grid.labels) paintLabels(ctx, grid, stepX, stepY);
}

function paintLabels(
  ctx: CanvasRenderingContext2D,
  grid: GridDrawing,
  stepX: number,
  stepY: number,
) {
  const letters = 'ABCDEFGHJKLMNOPQRST';
  ctx.font = `${Math.round(stepY * 0.38)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < grid.lines; i++) {
    const x = grid.left + i * stepX;
    const y = grid.top + i * stepY;
    ctx.fillText(letters[i], x, grid.top - stepY * 0.75);
    ctx.fillText(letters[i], x, grid.bottom + stepY * 0.75);
    ctx.fillText(String(grid.lines - i), grid.left - stepX * 0.75, y);
    ctx.fillText(String(grid.lines - i), grid.right + stepX * 0.75, y);
  }
}
