import { BoxGeometry, Group, Mesh, MeshStandardMaterial, PlaneGeometry, Vector3 } from 'three';
import type { SceneRandom } from '../scene-random';
import type { BoardKind } from '../scene-spec';
import { canvas, paintGrid, paintWood, speckle, texture, type Rgb } from './textures';

/** Where the grid lies: the playing surface's height and each intersection's position (metres). */
export interface BoardLayout {
  lines: number;
  cellX: number;
  cellZ: number;
  /** height of the playing surface above the table */
  top: number;
  width: number;
  depth: number;
  /** the intersection x from the left, y from the far side (the image's top) */
  point(x: number, y: number): Vector3;
}

interface Build {
  cellX: number;
  cellZ: number;
  margin: number;
  thickness: number;
  surface: Rgb;
  ink: Rgb;
  lineMm: number;
  labels: boolean;
  roughness: number;
  wood: boolean;
}

/** Sizes and colours of each kind: real boards' proportions (a table board's cells are 22 x 23.7 mm). */
function buildOf(kind: BoardKind, random: SceneRandom): Build {
  const woods: Rgb[] = [
    [222, 184, 120],
    [205, 160, 95],
    [232, 200, 140],
    [190, 135, 80],
  ];
  switch (kind) {
    case 'wood':
      return {
        cellX: 0.022,
        cellZ: 0.0237,
        margin: random.range(0.014, 0.02),
        thickness: random.oneOf([0.02, 0.03, 0.06, 0.1]),
        surface: random.oneOf(woods),
        ink: [20, 16, 12],
        lineMm: random.range(0.8, 1.1),
        labels: false,
        roughness: random.range(0.35, 0.7),
        wood: true,
      };
    case 'folding':
      return {
        cellX: 0.022,
        cellZ: 0.0235,
        margin: random.range(0.012, 0.016),
        thickness: 0.012,
        surface: random.oneOf([[236, 206, 150] as Rgb, [214, 170, 110] as Rgb]),
        ink: [25, 20, 18],
        lineMm: 0.9,
        labels: random.next() < 0.3,
        roughness: random.range(0.4, 0.6),
        wood: true,
      };
    case 'paper':
      return {
        cellX: random.range(0.018, 0.022),
        cellZ: 0,
        margin: random.range(0.02, 0.03),
        thickness: 0.0004,
        surface: random.oneOf([[248, 246, 240] as Rgb, [240, 232, 210] as Rgb]),
        ink: random.oneOf([[15, 15, 15] as Rgb, [40, 60, 45] as Rgb]),
        lineMm: random.range(0.4, 0.6),
        labels: random.next() < 0.7,
        roughness: 0.9,
        wood: false,
      };
    case 'magnetic':
      return {
        cellX: random.range(0.012, 0.016),
        cellZ: 0,
        margin: random.range(0.01, 0.014),
        thickness: 0.008,
        surface: random.oneOf([[226, 210, 170] as Rgb, [205, 205, 200] as Rgb]),
        ink: [30, 30, 30],
        lineMm: 0.6,
        labels: random.next() < 0.8,
        roughness: 0.35,
        wood: false,
      };
  }
}

/** The board on the table: a body, the playing surface with its grid, a fold's seam if any. */
export function makeBoard(kind: BoardKind, lines: number, random: SceneRandom) {
  const build = buildOf(kind, random);
  const cellX = build.cellX;
  const cellZ = build.cellZ || cellX;
  const labelRoom = build.labels ? 1.3 * cellX : 0;
  const width = (lines - 1) * cellX + 2 * (build.margin + labelRoom + cellX * 0.5);
  const depth = (lines - 1) * cellZ + 2 * (build.margin + labelRoom + cellZ * 0.5);
  const top = build.thickness;

  const pixels = 2048;
  const surface = canvas(pixels, Math.round((pixels * depth) / width));
  const perMetre = pixels / width;
  if (build.wood) paintWood(surface.ctx, build.surface, random);
  else {
    surface.ctx.fillStyle = `rgb(${build.surface.join(',')})`;
    surface.ctx.fillRect(0, 0, surface.element.width, surface.element.height);
    speckle(surface.ctx, random, 4);
  }
  const gridWidth = (lines - 1) * cellX * perMetre;
  const gridDepth = (lines - 1) * cellZ * perMetre;
  const left = (surface.element.width - gridWidth) / 2;
  const gridTop = (surface.element.height - gridDepth) / 2;
  paintGrid(surface.ctx, {
    lines,
    left,
    right: left + gridWidth,
    top: gridTop,
    bottom: gridTop + gridDepth,
    lineWidth: (build.lineMm / 1000) * perMetre,
    ink: build.ink,
    labels: build.labels,
  });
  if (kind === 'folding') {
    // the hinge across the middle, a little off the centre line
    const y = surface.element.height / 2 + 0.3 * cellZ * perMetre;
    surface.ctx.fillStyle = 'rgba(40, 25, 10, 0.7)';
    surface.ctx.fillRect(0, y, surface.element.width, 2);
    surface.ctx.fillStyle = 'rgba(255, 240, 220, 0.4)';
    surface.ctx.fillRect(0, y + 2, surface.element.width, 1);
  }

  const group = new Group();
  const sideCanvas = canvas(512, 512);
  paintWood(sideCanvas.ctx, build.surface.map((c) => c * 0.8) as Rgb, random);
  const body = new Mesh(
    new BoxGeometry(width, build.thickness, depth),
    new MeshStandardMaterial({
      map: build.wood ? texture(sideCanvas.element) : null,
      color: build.wood
        ? 0xffffff
        : `rgb(${build.surface.map((c) => Math.round(c * 0.85)).join(',')})`,
      roughness: build.roughness,
    }),
  );
  body.position.y = build.thickness / 2;
  body.castShadow = true;
  body.receiveShadow = true;
  const face = new Mesh(
    new PlaneGeometry(width, depth).rotateX(-Math.PI / 2),
    new MeshStandardMaterial({ map: texture(surface.element), roughness: build.roughness }),
  );
  face.position.y = top + 0.0001;
  face.receiveShadow = true;
  group.add(body, face);

  const layout: BoardLayout = {
    lines,
    cellX,
    cellZ,
    top,
    width,
    depth,
    point: (x, y) => new Vector3((x - (lines - 1) / 2) * cellX, top, (y - (lines - 1) / 2) * cellZ),
  };
  return { group, layout };
}
