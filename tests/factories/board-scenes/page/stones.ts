import {
  BufferGeometry,
  CylinderGeometry,
  Group,
  InstancedMesh,
  Matrix4,
  MeshPhysicalMaterial,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import type { SceneRandom } from '../scene-random';
import type { StoneKind } from '../scene-spec';
import type { BoardLayout } from './board';
import { canvas, css, texture } from './textures';

/** A stone of radius 1 resting on y = 0 (scaled per stone), with UVs seen from above. */
function unitStone(kind: StoneKind, height: number): BufferGeometry {
  let geometry: BufferGeometry;
  if (kind === 'magnetic')
    geometry = new CylinderGeometry(1, 1, height, 40).translate(0, height / 2, 0);
  else if (kind === 'yunzi')
    geometry = new SphereGeometry(1, 40, 14, 0, Math.PI * 2, 0, Math.PI / 2).scale(1, height, 1);
  else geometry = new SphereGeometry(1, 40, 24).scale(1, height / 2, 1).translate(0, height / 2, 0);
  // a planar projection from above, so a shell's stripes run straight across the stone
  const position = geometry.getAttribute('position');
  const uv = geometry.getAttribute('uv');
  for (let i = 0; i < position.count; i++) {
    uv.setXY(i, position.getX(i) * 0.5 + 0.5, position.getZ(i) * 0.5 + 0.5);
  }
  return geometry;
}

/** Clam shell's fine parallel bands. */
function shellStripes(random: SceneRandom) {
  const { element, ctx } = canvas(256, 256);
  ctx.fillStyle = css([244, 241, 232]);
  ctx.fillRect(0, 0, 256, 256);
  for (let y = 0; y < 256; y += random.range(2, 6)) {
    ctx.fillStyle = css([200, 195, 180], random.range(0.1, 0.35));
    ctx.fillRect(0, y, 256, random.range(0.6, 2));
  }
  return texture(element);
}

function materials(kind: StoneKind, random: SceneRandom) {
  switch (kind) {
    case 'slate-shell':
      return {
        black: new MeshPhysicalMaterial({ color: 0x1c1c1f, roughness: 0.62 }),
        white: new MeshPhysicalMaterial({
          map: shellStripes(random),
          roughness: 0.3,
          clearcoat: 0.4,
        }),
        height: { black: 0.0095, white: 0.0085 },
      };
    case 'yunzi':
      return {
        black: new MeshPhysicalMaterial({ color: 0x121714, roughness: 0.5, sheen: 0.3 }),
        white: new MeshPhysicalMaterial({ color: 0xe6e2c8, roughness: 0.55 }),
        height: { black: 0.0075, white: 0.0075 },
      };
    case 'plastic':
      return {
        black: new MeshPhysicalMaterial({ color: 0x0b0b0c, roughness: 0.18, clearcoat: 1 }),
        white: new MeshPhysicalMaterial({ color: 0xf6f6f4, roughness: 0.22, clearcoat: 1 }),
        height: { black: 0.0072, white: 0.0072 },
      };
    case 'magnetic':
      return {
        black: new MeshPhysicalMaterial({ color: 0x1e1e1e, roughness: 0.4 }),
        white: new MeshPhysicalMaterial({ color: 0xefefec, roughness: 0.4 }),
        height: { black: 0.0025, white: 0.0025 },
      };
  }
}

/** The position's stones, one instanced mesh per colour, each a little off its point and turned. */
export function makeStones(
  kind: StoneKind,
  signs: (-1 | 0 | 1)[][],
  layout: BoardLayout,
  random: SceneRandom,
): Group {
  const group = new Group();
  const { black, white, height } = materials(kind, random);
  const radius = (kind === 'magnetic' ? 0.45 : 0.49) * Math.min(layout.cellX, layout.cellZ);
  for (const [sign, material, stoneHeight, scale] of [
    [1, black, height.black, 1],
    [-1, white, height.white, kind === 'slate-shell' ? 0.985 : 1],
  ] as const) {
    const points = signs.flatMap((row, y) =>
      row.flatMap((s, x) => (s === sign ? [[x, y] as const] : [])),
    );
    if (points.length === 0) continue;
    const mesh = new InstancedMesh(unitStone(kind, stoneHeight), material, points.length);
    const matrix = new Matrix4();
    const turn = new Quaternion();
    points.forEach(([x, y], i) => {
      const at = layout.point(x, y);
      at.x += random.range(-0.06, 0.06) * layout.cellX;
      at.z += random.range(-0.06, 0.06) * layout.cellZ;
      turn.setFromAxisAngle(new Vector3(0, 1, 0), random.range(0, Math.PI * 2));
      const r = radius * scale * random.range(0.985, 1);
      matrix.compose(at, turn, new Vector3(r, 1, r));
      mesh.setMatrixAt(i, matrix);
    });
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    group.add(mesh);
  }
  return group;
}
