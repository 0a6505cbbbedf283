import { createCanvas } from '@napi-rs/canvas';
import type { ImagePoint } from '@vision/types';
import { drawBackground } from './background';
import { boardLayout, drawBoardTexture, pointOnBoard, woodColour } from './board-texture';
import { homography, project, type Camera } from './camera';
import { applyCamera, drawLight } from './effects';
import { chooseLook, type PhotoLook } from './look';
import { drawOccluders } from './occluders';
import { createRandom } from './prng';
import type { PhotoSpec, RenderedPhoto } from './types';
import { warpInto } from './warp';

const DEFAULT_WIDTH = 1280;
const DEFAULT_HEIGHT = 960;

type Quad = [ImagePoint, ImagePoint, ImagePoint, ImagePoint];

/** The camera placed so the board (and its visible side) fills `look.fill` of the image. */
function placeCamera(
  board: { width: number; height: number },
  look: PhotoLook,
  width: number,
  height: number,
): Camera {
  const camera: Camera = {
    centre: [board.width / 2, board.height / 2],
    yaw: look.yaw,
    tilt: look.tilt,
    roll: look.roll,
    distance: look.distance * Math.max(board.width, board.height),
    focal: 1,
    principal: [0, 0],
  };
  const outline = [0, look.thickness].flatMap((z) =>
    [
      [0, 0],
      [board.width, 0],
      [board.width, board.height],
      [0, board.height],
    ].map(([x, y]) => project(camera, x, y, z)),
  );
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ys) - Math.min(...ys);
  const focal = Math.min((look.fill * width) / spanX, (look.fill * height) / spanY);
  const middleX = ((Math.max(...xs) + Math.min(...xs)) / 2) * focal;
  const middleY = ((Math.max(...ys) + Math.min(...ys)) / 2) * focal;
  const roomX = Math.max(0, (width - spanX * focal) / 2 - 4);
  const roomY = Math.max(0, (height - spanY * focal) / 2 - 4);
  return {
    ...camera,
    focal,
    principal: [
      width / 2 - middleX + Math.max(-roomX, Math.min(roomX, look.shift[0] * width)),
      height / 2 - middleY + Math.max(-roomY, Math.min(roomY, look.shift[1] * height)),
    ],
  };
}

function corners(camera: Camera, rect: [number, number, number, number], z = 0): Quad {
  const [left, top, right, bottom] = rect;
  return [
    project(camera, left, top, z),
    project(camera, right, top, z),
    project(camera, right, bottom, z),
    project(camera, left, bottom, z),
  ];
}

/** Draws a board photo from its spec; the same spec gives the same pixels. */
export async function renderBoardPhoto(spec: PhotoSpec): Promise<RenderedPhoto> {
  // a source for each part, so the stones drawn do not move the hand or the light
  const random = (part: number) => createRandom(spec.seed * 16 + part);
  const width = spec.width ?? DEFAULT_WIDTH;
  const height = spec.height ?? DEFAULT_HEIGHT;
  const size = spec.boardSize;
  const look = chooseLook(spec.difficulty, random(0));
  const layout = boardLayout(size, look);
  const camera = placeCamera(layout, look, width, height);

  const boardQuad = corners(camera, [0, 0, layout.width, layout.height]);
  const edgeLengths = boardQuad.map((point, i) => {
    const next = boardQuad[(i + 1) % 4];
    return (
      Math.hypot(next[0] - point[0], next[1] - point[1]) /
      (i % 2 === 0 ? layout.width : layout.height)
    );
  });
  const scale = Math.ceil(Math.max(...edgeLengths) * 1.15);
  const lift = 0.2 * Math.tan(look.tilt);
  const texture = drawBoardTexture(
    layout,
    spec.signs,
    scale,
    [-Math.sin(look.yaw) * lift, -Math.cos(look.yaw) * lift],
    look,
    random(1),
  );

  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawBackground(ctx, width, height, look, random(2));
  // the board's shadow on the table, then its sides
  const base = corners(camera, [0, 0, layout.width, layout.height], look.thickness);
  ctx.save();
  ctx.filter = 'blur(12px)';
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.beginPath();
  const shadowShift: ImagePoint = [Math.cos(look.lightAngle) * 14, Math.sin(look.lightAngle) * 14];
  base.forEach(([x, y], i) =>
    i === 0
      ? ctx.moveTo(x + shadowShift[0], y + shadowShift[1])
      : ctx.lineTo(x + shadowShift[0], y + shadowShift[1]),
  );
  ctx.fill();
  ctx.restore();
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4;
    ctx.fillStyle = woodColour(look.woodTone, i % 2 === 0 ? 0.62 : 0.72);
    ctx.beginPath();
    ctx.moveTo(...boardQuad[i]);
    ctx.lineTo(...boardQuad[j]);
    ctx.lineTo(...base[j]);
    ctx.lineTo(...base[i]);
    ctx.fill();
  }
  const photo = ctx.getImageData(0, 0, width, height);
  const texturePoints: ImagePoint[] = [
    [0, 0],
    [layout.width * scale, 0],
    [layout.width * scale, layout.height * scale],
    [0, layout.height * scale],
  ];
  warpInto(photo, texture, homography(boardQuad, texturePoints), boardQuad);
  ctx.putImageData(photo, 0, 0);

  const gridPoint = (x: number, y: number) => project(camera, ...pointOnBoard(layout, x, y));
  const mask = drawOccluders(ctx, width, height, camera, layout, look, random(3));
  drawLight(ctx, width, height, boardQuad, look, random(4));
  const data = await applyCamera(canvas, look, random(5));

  const occluded = spec.signs.map((row, y) =>
    row.map((_, x) => {
      const [px, py] = gridPoint(x, y);
      const [nx, ny] = gridPoint(x + 1, y);
      // covered when a third of the stone's place is hidden
      return mask(px, py, Math.hypot(nx - px, ny - py) * 0.4) >= 0.3;
    }),
  );
  const last = size - 1;
  return {
    image: { width, height, data },
    spec,
    truth: {
      boardSize: size,
      signs: spec.signs.map((row) => [...row]),
      corners: [gridPoint(0, 0), gridPoint(last, 0), gridPoint(last, last), gridPoint(0, last)],
      occluded,
    },
  };
}
