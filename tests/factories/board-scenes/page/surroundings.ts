import {
  Color,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PlaneGeometry,
  PMREMGenerator,
  PointLight,
  type Scene,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { SceneRandom } from '../scene-random';
import type { BoardKind } from '../scene-spec';
import type { BoardLayout } from './board';
import { canvas, paintCloth, paintWood, texture, type Rgb } from './textures';

let environment: Texture | undefined;

/** A room's soft reflections for glossy stones (made once: SwiftShader is slow at it). */
function roomEnvironment(renderer: WebGLRenderer): Texture {
  environment ??= new PMREMGenerator(renderer).fromScene(new RoomEnvironment(), 0.04).texture;
  return environment;
}

/** Under the board: a cloth under a folding board, else a table or a cloth. */
function makeTable(kind: BoardKind, random: SceneRandom): Mesh {
  const onCloth = kind === 'folding' || random.next() < 0.25;
  const tile = canvas(512, 512);
  if (onCloth) {
    const colours: Rgb[] = [
      [40, 90, 60],
      [30, 45, 90],
      [140, 40, 40],
      [180, 170, 150],
    ];
    paintCloth(tile.ctx, random.oneOf(colours), random);
  } else {
    const colours: Rgb[] = [
      [90, 55, 35],
      [60, 40, 30],
      [170, 150, 120],
      [120, 120, 118],
    ];
    paintWood(tile.ctx, random.oneOf(colours), random);
  }
  const table = new Mesh(
    new PlaneGeometry(3, 3).rotateX(-Math.PI / 2),
    new MeshStandardMaterial({
      map: texture(tile.element, onCloth ? 30 : 4),
      roughness: onCloth ? 0.95 : 0.5,
    }),
  );
  table.rotation.y = random.range(-0.3, 0.3);
  table.receiveShadow = true;
  return table;
}

/** The table, a room's light, a lamp casting soft shadows and sometimes a second bulb's glint. */
export function furnish(
  scene: Scene,
  renderer: WebGLRenderer,
  kind: BoardKind,
  layout: BoardLayout,
  random: SceneRandom,
) {
  scene.add(makeTable(kind, random));
  scene.environment = roomEnvironment(renderer);
  scene.environmentIntensity = random.range(0.25, 0.7);
  scene.background = new Color(0x202020);
  const warm = random.next() < 0.5;
  scene.add(new HemisphereLight(warm ? 0xfff2e0 : 0xe8f0ff, 0x3a3028, random.range(0.4, 1.1)));
  const lamp = new DirectionalLight(warm ? 0xffe8c8 : 0xf4f8ff, random.range(1.6, 3.2));
  const elevation = random.range(0.6, 1.35);
  const azimuth = random.range(0, Math.PI * 2);
  const reach = Math.max(layout.width, layout.depth) * 2;
  lamp.position.set(
    Math.cos(azimuth) * Math.cos(elevation) * reach,
    Math.sin(elevation) * reach,
    Math.sin(azimuth) * Math.cos(elevation) * reach,
  );
  lamp.castShadow = true;
  lamp.shadow.mapSize.set(2048, 2048);
  lamp.shadow.radius = random.range(2, 6);
  lamp.shadow.bias = -0.0004;
  lamp.shadow.normalBias = 0.0005;
  const half = Math.max(layout.width, layout.depth) * 0.75;
  Object.assign(lamp.shadow.camera, { left: -half, right: half, top: half, bottom: -half });
  lamp.shadow.camera.near = 0.01;
  lamp.shadow.camera.far = reach * 3;
  lamp.shadow.camera.updateProjectionMatrix();
  scene.add(lamp);
  if (random.next() < 0.5) {
    const bulb = new PointLight(0xffffff, random.range(0.8, 2.5), 0, 2);
    bulb.position.set(random.range(-0.4, 0.4), random.range(0.5, 0.9), random.range(-0.5, 0.2));
    scene.add(bulb);
  }
}
