import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ImagePoint } from '@vision/types';
import { pointOnBoard, type BoardLayout } from './board-texture';
import { project, type Camera } from './camera';
import type { PhotoLook } from './look';
import type { Random } from './prng';

/** How much of a disc around an image point is covered (0..1), by something over the board. */
export type CoverMask = (x: number, y: number, radius: number) => number;

type Rgb = [number, number, number];
const rgb = ([r, g, b]: Rgb, shade = 1) =>
  `rgb(${Math.round(r * shade)},${Math.round(g * shade)},${Math.round(b * shade)})`;

const SKIN: Rgb[] = [
  [234, 192, 160],
  [214, 165, 128],
  [186, 130, 92],
  [141, 94, 64],
  [98, 66, 46],
];
const SLEEVES: Rgb[] = [
  [40, 50, 90],
  [150, 30, 40],
  [60, 60, 60],
  [220, 220, 215],
  [70, 110, 70],
];
const BOWL_WOOD: Rgb[] = [
  [128, 74, 38],
  [168, 108, 56],
  [92, 56, 30],
  [150, 120, 80],
];

function capsule(ctx: SKRSContext2D, from: ImagePoint, to: ImagePoint, width: number) {
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(...from);
  ctx.lineTo(...to);
  ctx.stroke();
}

const along = (p: ImagePoint, d: ImagePoint, k: number): ImagePoint => [
  p[0] + d[0] * k,
  p[1] + d[1] * k,
];
const turn = ([x, y]: ImagePoint, angle: number): ImagePoint => [
  x * Math.cos(angle) - y * Math.sin(angle),
  x * Math.sin(angle) + y * Math.cos(angle),
];

/** A hand reaching in from an image edge, fingertips over the board: drawn on its own canvas. */
function drawHand(
  width: number,
  height: number,
  camera: Camera,
  layout: BoardLayout,
  random: Random,
): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const [bx, by] = pointOnBoard(
    layout,
    random.between(0.15, 0.85) * (layout.size - 1),
    random.between(0.15, 0.85) * (layout.size - 1),
  );
  const tip = project(camera, bx, by);
  const next = project(camera, bx + 1, by);
  const scale = Math.hypot(next[0] - tip[0], next[1] - tip[1]) * random.between(0.85, 1.15);
  // the arm comes from below or a side of the picture
  const from = random.between(-0.6, 0.6) + random.pick([Math.PI / 2, 0, Math.PI]);
  const axis: ImagePoint = [-Math.cos(from), -Math.sin(from)];
  const side: ImagePoint = [-axis[1], axis[0]];
  const palm = along(tip, axis, -3.3 * scale);
  const skin = random.pick(SKIN);

  ctx.strokeStyle = rgb(random.pick(SLEEVES));
  capsule(ctx, along(palm, axis, -3.2 * scale), along(palm, axis, -40 * scale), 3.6 * scale);
  ctx.strokeStyle = rgb(skin);
  capsule(ctx, palm, along(palm, axis, -3.4 * scale), 2.8 * scale);
  ctx.fillStyle = rgb(skin);
  ctx.beginPath();
  ctx.ellipse(palm[0], palm[1], 2.1 * scale, 1.9 * scale, from, 0, 2 * Math.PI);
  ctx.fill();
  const fingers = [-1.3, -0.43, 0.43, 1.3];
  const lengths = [2.3, 2.9, 3.1, 2.6];
  fingers.forEach((offset, i) => {
    const base = along(along(palm, axis, 1.3 * scale), side, offset * scale);
    const direction = turn(axis, offset * 0.08 + random.between(-0.1, 0.1));
    const end = along(base, direction, lengths[i] * scale * random.between(0.55, 1.05));
    ctx.strokeStyle = rgb(skin, 0.8);
    capsule(ctx, base, end, 0.8 * scale);
    ctx.strokeStyle = rgb(skin);
    capsule(ctx, base, end, 0.7 * scale);
  });
  const thumbSide = random.pick([-1, 1]);
  const thumbBase = along(along(palm, side, thumbSide * 1.5 * scale), axis, -0.6 * scale);
  const thumbDirection = turn(axis, thumbSide * random.between(0.5, 1.0));
  ctx.strokeStyle = rgb(skin, 0.8);
  capsule(ctx, thumbBase, along(thumbBase, thumbDirection, 2.2 * scale), 0.95 * scale);
  ctx.strokeStyle = rgb(skin);
  capsule(ctx, thumbBase, along(thumbBase, thumbDirection, 2.2 * scale), 0.85 * scale);
  // rounded shading across the hand
  ctx.globalCompositeOperation = 'source-atop';
  const light = along(palm, side, 2.5 * scale);
  const dark = along(palm, side, -2.5 * scale);
  const shading = ctx.createLinearGradient(light[0], light[1], dark[0], dark[1]);
  shading.addColorStop(0, 'rgba(255,255,255,0.18)');
  shading.addColorStop(1, 'rgba(0,0,0,0.3)');
  ctx.fillStyle = shading;
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

/** A stone bowl standing on the board's edge, drawn in the camera's perspective. */
function drawBowl(
  ctx: SKRSContext2D,
  mask: SKRSContext2D,
  camera: Camera,
  layout: BoardLayout,
  random: Random,
) {
  const radius = random.between(2.4, 3.3);
  const edge = random.int(0, 3);
  const outward = radius * random.between(-0.1, 0.5);
  const along0 = random.between(0.15, 0.85);
  const centre: [number, number] = [
    [along0 * layout.width, layout.width + outward, along0 * layout.width, -outward][edge],
    [-outward, along0 * layout.height, layout.height + outward, along0 * layout.height][edge],
  ];
  const ring = (r: number, z: number): ImagePoint[] =>
    Array.from({ length: 40 }, (_, i) =>
      project(
        camera,
        centre[0] + r * Math.cos((i / 40) * 2 * Math.PI),
        centre[1] + r * Math.sin((i / 40) * 2 * Math.PI),
        z,
      ),
    );
  const fill = (target: SKRSContext2D, points: ImagePoint[]) => {
    target.beginPath();
    points.forEach(([x, y], i) => (i === 0 ? target.moveTo(x, y) : target.lineTo(x, y)));
    target.closePath();
    target.fill();
  };
  const wood = random.pick(BOWL_WOOD);
  const height = radius * random.between(0.7, 1.0);
  ctx.save();
  ctx.filter = 'blur(10px)';
  ctx.fillStyle = 'rgba(0,0,0,0.5)';
  fill(
    ctx,
    ring(radius * 1.05, 0).map(([x, y]) => [x + Math.cos(camera.yaw) * 12, y + 12] as ImagePoint),
  );
  ctx.restore();
  const steps = 14;
  for (let k = 0; k <= steps; k++) {
    const r = radius * (0.85 + 0.2 * Math.sin((Math.PI * k) / steps));
    ctx.fillStyle = rgb(wood, 0.7 + (0.3 * k) / steps);
    const points = ring(r, (-height * k) / steps);
    fill(ctx, points);
    mask.fillStyle = '#fff';
    fill(mask, points);
  }
  const lid = ring(radius * 0.92, -height);
  const [lx, ly] = project(camera, centre[0] - radius * 0.3, centre[1] - radius * 0.3, -height);
  const gloss = ctx.createRadialGradient(lx, ly, 0, lx, ly, radius * camera.focal * 0.02);
  gloss.addColorStop(0, rgb(wood, 1.25));
  gloss.addColorStop(1, rgb(wood, 0.95));
  ctx.fillStyle = gloss;
  fill(ctx, lid);
}

/** A hand and a stone bowl over the board (hard photos); returns what they cover. */
export function drawOccluders(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  camera: Camera,
  layout: BoardLayout,
  look: PhotoLook,
  random: Random,
): CoverMask {
  if (!look.hand && !look.bowl) return () => 0;
  const maskCanvas = createCanvas(width, height);
  const mask = maskCanvas.getContext('2d');
  if (look.bowl) drawBowl(ctx, mask, camera, layout, random);
  if (look.hand) {
    const hand = drawHand(width, height, camera, layout, random);
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = 25;
    ctx.shadowOffsetX = Math.cos(look.lightAngle) * 30;
    ctx.shadowOffsetY = Math.sin(look.lightAngle) * 30;
    ctx.drawImage(hand, 0, 0);
    ctx.restore();
    mask.drawImage(hand, 0, 0);
  }
  const alpha = mask.getImageData(0, 0, width, height).data;
  const covered = (x: number, y: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= width || py >= height) return false;
    return alpha[(py * width + px) * 4 + 3] > 127;
  };
  return (x, y, radius) => {
    let count = covered(x, y) ? 1 : 0;
    for (let i = 0; i < 8; i++) {
      const angle = (i / 8) * 2 * Math.PI;
      if (covered(x + radius * Math.cos(angle), y + radius * Math.sin(angle))) count += 1;
    }
    return count / 9;
  };
}
