import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ImagePoint, StoneSign } from '@vision/types';
import { squareToQuad, type Quad } from './perspective';
import { between, type Random } from './seeded-random';

/** The fixed camera's view of one board: where things land in the image, and how they look. */
export interface Scene {
  width: number;
  height: number;
  size: number;
  /** the board's outline in the image */
  boardQuad: Quad;
  /** an intersection's place in the image */
  gridPoint(x: number, y: number): ImagePoint;
  /** the grid spacing in pixels near a point, for sizing a hand */
  cellPixels: number;
  skin: string;
  /** the table, the board and its stones: drawn once for each position */
  drawStill(signs: StoneSign[][]): Canvas;
}

/** the board's margin beyond the outer lines, in cells (a real board's, about) */
const MARGIN_CELLS = 0.75;
const STAR_POINTS: Record<number, number[]> = { 9: [2, 4, 6], 13: [3, 6, 9], 19: [3, 9, 15] };
const STONE_SIDES = 24;

function path(ctx: SKRSContext2D, points: readonly ImagePoint[]): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

/** A camera placed at random (seeded) looking down at the board at a slight angle. */
export function createScene(size: number, width: number, height: number, random: Random): Scene {
  const side = Math.min(width, height) * between(random, 0.72, 0.84);
  const tilt = between(random, 0.82, 0.93);
  const angle = between(random, -0.08, 0.08);
  const centre: ImagePoint = [
    width / 2 + between(random, -0.04, 0.04) * width,
    height / 2 + between(random, -0.03, 0.03) * height,
  ];
  const corner = (dx: number, dy: number): ImagePoint => {
    const squeeze = dy < 0 ? tilt : 1;
    const x = dx * squeeze * (side / 2);
    const y = dy * (side / 2) * (0.5 + tilt / 2);
    return [
      centre[0] + x * Math.cos(angle) - y * Math.sin(angle),
      centre[1] + x * Math.sin(angle) + y * Math.cos(angle),
    ];
  };
  const boardQuad: Quad = [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
  const toImage = squareToQuad(boardQuad);
  // the margin as a share of the side, m = MARGIN_CELLS * (1 - 2m) / (size - 1)
  const margin = MARGIN_CELLS / (size - 1 + 2 * MARGIN_CELLS);
  const spacing = (1 - 2 * margin) / (size - 1);
  const onBoard = (x: number, y: number): [number, number] => [
    margin + x * spacing,
    margin + y * spacing,
  ];
  const gridPoint = (x: number, y: number) => toImage(...onBoard(x, y));
  const wood = [between(random, 200, 235), between(random, 150, 185), between(random, 85, 115)];
  const table = [between(random, 30, 90), between(random, 30, 70), between(random, 25, 60)];
  const grain = Array.from({ length: 40 }, () => [random(), between(random, 0.002, 0.01)]);
  const lightAt: ImagePoint = [between(random, 0, width), between(random, 0, height * 0.5)];
  const skinTone = between(random, 0, 1);
  const skin = `rgb(${Math.round(235 - 80 * skinTone)},${Math.round(190 - 80 * skinTone)},${Math.round(160 - 70 * skinTone)})`;

  function stoneOutline(x: number, y: number, shift: [number, number] = [0, 0]): ImagePoint[] {
    const [u, v] = onBoard(x, y);
    const radius = spacing * 0.48;
    return Array.from({ length: STONE_SIDES }, (_, i) => {
      const turn = (i / STONE_SIDES) * 2 * Math.PI;
      return toImage(
        u + shift[0] * spacing + radius * Math.cos(turn),
        v + shift[1] * spacing + radius * Math.sin(turn),
      );
    });
  }

  function drawStone(ctx: SKRSContext2D, x: number, y: number, sign: StoneSign): void {
    path(ctx, stoneOutline(x, y, [0.07, 0.1]));
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fill();
    const outline = stoneOutline(x, y);
    const [cx, cy] = gridPoint(x, y);
    const radius = Math.hypot(outline[0][0] - cx, outline[0][1] - cy);
    const gradient = ctx.createRadialGradient(
      cx - radius * 0.35,
      cy - radius * 0.4,
      radius * 0.1,
      cx,
      cy,
      radius * 1.05,
    );
    gradient.addColorStop(0, sign === 1 ? '#6a6a6a' : '#ffffff');
    gradient.addColorStop(0.45, sign === 1 ? '#262626' : '#ecebe6');
    gradient.addColorStop(1, sign === 1 ? '#0c0c0c' : '#b9b8b0');
    path(ctx, outline);
    ctx.fillStyle = gradient;
    ctx.fill();
  }

  function drawBoard(ctx: SKRSContext2D): void {
    // the board's front side, then its top
    const [topLeft, topRight, bottomRight, bottomLeft] = boardQuad;
    const thickness = side * 0.035;
    path(ctx, [
      bottomLeft,
      bottomRight,
      [bottomRight[0], bottomRight[1] + thickness],
      [bottomLeft[0], bottomLeft[1] + thickness],
    ]);
    ctx.fillStyle = `rgb(${wood[0] * 0.7},${wood[1] * 0.7},${wood[2] * 0.7})`;
    ctx.fill();
    path(ctx, [topLeft, topRight, bottomRight, bottomLeft]);
    ctx.fillStyle = `rgb(${wood[0]},${wood[1]},${wood[2]})`;
    ctx.fill();
    ctx.lineWidth = 1.2;
    for (const [at, wave] of grain) {
      ctx.strokeStyle = 'rgba(120,70,30,0.12)';
      ctx.beginPath();
      for (let v = 0; v <= 1.0001; v += 0.1) {
        const [px, py] = toImage(at + wave * Math.sin(v * 9 + at * 20), v);
        if (v === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.stroke();
    }
    ctx.strokeStyle = 'rgba(25,20,15,0.9)';
    ctx.lineWidth = Math.max(1, side / 700);
    for (let i = 0; i < size; i++) {
      ctx.beginPath();
      ctx.moveTo(...gridPoint(i, 0));
      ctx.lineTo(...gridPoint(i, size - 1));
      ctx.moveTo(...gridPoint(0, i));
      ctx.lineTo(...gridPoint(size - 1, i));
      ctx.stroke();
    }
    ctx.fillStyle = 'rgba(25,20,15,0.9)';
    for (const x of STAR_POINTS[size] ?? []) {
      for (const y of STAR_POINTS[size] ?? []) {
        const [px, py] = gridPoint(x, y);
        ctx.beginPath();
        ctx.arc(px, py, Math.max(2, side / 260), 0, 2 * Math.PI);
        ctx.fill();
      }
    }
  }

  return {
    width,
    height,
    size,
    boardQuad,
    gridPoint,
    cellPixels: side * spacing,
    skin,
    drawStill(signs) {
      const canvas = createCanvas(width, height);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = `rgb(${table[0]},${table[1]},${table[2]})`;
      ctx.fillRect(0, 0, width, height);
      drawBoard(ctx);
      signs.forEach((row, y) =>
        row.forEach((sign, x) => {
          if (sign !== 0) drawStone(ctx, x, y, sign);
        }),
      );
      // a lamp's pool of light: uneven, fixed
      const light = ctx.createRadialGradient(...lightAt, 0, ...lightAt, Math.max(width, height));
      light.addColorStop(0, 'rgba(255,245,225,0.18)');
      light.addColorStop(1, 'rgba(0,0,0,0.25)');
      ctx.fillStyle = light;
      ctx.fillRect(0, 0, width, height);
      return canvas;
    },
  };
}
