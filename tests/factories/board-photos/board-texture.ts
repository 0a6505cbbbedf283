import { createCanvas, type ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import type { StoneSign } from '@vision/types';
import type { PhotoLook } from './look';
import type { Random } from './prng';

/** The board seen from straight above, in cells: the lines, the margins beyond them. */
export interface BoardLayout {
  size: number;
  cellRatio: number;
  margin: [number, number];
  /** the whole board's width and height in cells */
  width: number;
  height: number;
}

export function boardLayout(size: number, look: PhotoLook): BoardLayout {
  return {
    size,
    cellRatio: look.cellRatio,
    margin: look.margin,
    width: size - 1 + 2 * look.margin[0],
    height: (size - 1) * look.cellRatio + 2 * look.margin[1],
  };
}

/** An intersection's place on the board, in cells from the board's top-left corner. */
export function pointOnBoard(layout: BoardLayout, x: number, y: number): [number, number] {
  return [layout.margin[0] + x, layout.margin[1] + y * layout.cellRatio];
}

const STAR_POINTS: Record<number, number[]> = { 9: [2, 4, 6], 13: [3, 6, 9], 19: [3, 9, 15] };

export function woodColour(tone: number, shade: number): string {
  const pale = [238, 204, 142];
  const dark = [176, 112, 58];
  const channel = (i: number) =>
    Math.round(Math.max(0, Math.min(255, (pale[i] + (dark[i] - pale[i]) * tone) * shade)));
  return `rgb(${channel(0)},${channel(1)},${channel(2)})`;
}

function drawWood(ctx: SKRSContext2D, w: number, h: number, look: PhotoLook, random: Random) {
  ctx.fillStyle = woodColour(look.woodTone, 1);
  ctx.fillRect(0, 0, w, h);
  // broad bands of lighter and darker wood
  const bands = ctx.createLinearGradient(0, 0, w, 0);
  for (let stop = 0; stop <= 1; stop += 0.125) {
    const shade = random.between(-0.06, 0.06);
    bands.addColorStop(
      stop,
      shade < 0 ? `rgba(90,50,20,${-shade * 2})` : `rgba(255,240,210,${shade * 2})`,
    );
  }
  ctx.fillStyle = bands;
  ctx.fillRect(0, 0, w, h);
  // fine grain running along the board's length
  const lines = random.int(70, 160);
  for (let i = 0; i < lines; i++) {
    const x0 = random.between(-0.05, 1.05) * w;
    const wave = random.between(2, 14);
    const period = random.between(0.3, 1.5) * h;
    const phase = random.between(0, 2 * Math.PI);
    ctx.beginPath();
    for (let y = 0; y <= h; y += h / 40) {
      const x = x0 + wave * Math.sin((y / period) * 2 * Math.PI + phase);
      if (y === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.strokeStyle = `rgba(110,60,25,${random.between(0.03, 0.14)})`;
    ctx.lineWidth = random.between(0.5, 4) * (w / 1000);
    ctx.stroke();
  }
}

function drawGrid(ctx: SKRSContext2D, layout: BoardLayout, scale: number, look: PhotoLook) {
  const last = layout.size - 1;
  const ink = `rgba(25,18,10,${look.lineDarkness})`;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1, scale * 0.045);
  ctx.lineCap = 'square';
  for (let i = 0; i <= last; i++) {
    const [x0, y0] = pointOnBoard(layout, i, 0);
    const [x1, y1] = pointOnBoard(layout, i, last);
    ctx.beginPath();
    ctx.moveTo(x0 * scale, y0 * scale);
    ctx.lineTo(x1 * scale, y1 * scale);
    ctx.stroke();
    const [a0, b0] = pointOnBoard(layout, 0, i);
    const [a1, b1] = pointOnBoard(layout, last, i);
    ctx.beginPath();
    ctx.moveTo(a0 * scale, b0 * scale);
    ctx.lineTo(a1 * scale, b1 * scale);
    ctx.stroke();
  }
  ctx.fillStyle = ink;
  for (const sx of STAR_POINTS[layout.size] ?? []) {
    for (const sy of STAR_POINTS[layout.size] ?? []) {
      const [x, y] = pointOnBoard(layout, sx, sy);
      ctx.beginPath();
      ctx.arc(x * scale, y * scale, scale * 0.09, 0, 2 * Math.PI);
      ctx.fill();
    }
  }
}

function drawStone(
  ctx: SKRSContext2D,
  sign: StoneSign,
  cx: number,
  cy: number,
  radius: number,
  look: PhotoLook,
  random: Random,
) {
  const lx = -Math.cos(look.lightAngle);
  const ly = -Math.sin(look.lightAngle);
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = radius * 0.35;
  ctx.shadowOffsetX = lx * radius * 0.15;
  ctx.shadowOffsetY = ly * radius * 0.15;
  const hx = cx - lx * radius * 0.4;
  const hy = cy - ly * radius * 0.4;
  const gradient = ctx.createRadialGradient(hx, hy, radius * 0.05, cx, cy, radius);
  if (sign === 1) {
    const gloss = random.between(70, 110);
    gradient.addColorStop(0, `rgb(${gloss},${gloss},${gloss + 4})`);
    gradient.addColorStop(0.4, 'rgb(38,38,42)');
    gradient.addColorStop(1, 'rgb(12,12,14)');
  } else {
    const warm = random.between(0, 8);
    gradient.addColorStop(0, 'rgb(255,255,253)');
    gradient.addColorStop(0.6, `rgb(${238 - warm},${236 - warm},${228 - warm * 1.5})`);
    gradient.addColorStop(1, `rgb(${200 - warm},${197 - warm},${188 - warm * 1.5})`);
  }
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, 2 * Math.PI);
  ctx.fill();
  ctx.restore();
}

/**
 * The board drawn flat, `scale` pixels a cell. `lift` moves each stone's drawing towards the far
 * edge (cells): a stone's top stands above its point, so a tilted camera sees it displaced.
 */
export function drawBoardTexture(
  layout: BoardLayout,
  signs: StoneSign[][],
  scale: number,
  lift: [number, number],
  look: PhotoLook,
  random: Random,
): ImageData {
  const width = Math.ceil(layout.width * scale);
  const height = Math.ceil(layout.height * scale);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawWood(ctx, width, height, look, random);
  drawGrid(ctx, layout, scale, look);
  for (let y = 0; y < layout.size; y++) {
    for (let x = 0; x < layout.size; x++) {
      const sign = signs[y][x];
      if (sign === 0) continue;
      const [px, py] = pointOnBoard(layout, x, y);
      const jitterX = random.between(-1, 1) * look.stoneJitter;
      const jitterY = random.between(-1, 1) * look.stoneJitter;
      drawStone(
        ctx,
        sign,
        (px + jitterX + lift[0]) * scale,
        (py + jitterY + lift[1]) * scale,
        scale * random.between(0.46, 0.49),
        look,
        random,
      );
    }
  }
  return ctx.getImageData(0, 0, width, height);
}
