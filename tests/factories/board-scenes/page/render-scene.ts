import {
  HalfFloatType,
  PCFShadowMap,
  Scene,
  WebGLRenderer,
  WebGLRenderTarget,
  type DirectionalLight,
  type Material,
  type Mesh,
  type Texture,
} from 'three';
import { sceneRandom } from '../scene-random';
import type { RenderedSceneData, SceneSpec } from '../scene-spec';
import { makeBoard } from './board';
import { frameSize, lensFaults, placeCamera } from './camera';
import { distort, lensPass } from './lens';
import { makeStones } from './stones';
import { furnish } from './surroundings';

let renderer: WebGLRenderer | undefined;

function rendererFor(width: number, height: number): WebGLRenderer {
  renderer ??= new WebGLRenderer({ antialias: false, preserveDrawingBuffer: true });
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFShadowMap;
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  return renderer;
}

function dispose(scene: Scene) {
  scene.traverse((object) => {
    (object as Partial<DirectionalLight>).shadow?.dispose(); // a lamp's shadow map
    const mesh = object as Mesh;
    mesh.geometry?.dispose();
    const materials = ([] as Material[]).concat(mesh.material ?? []);
    for (const material of materials) {
      const map = (material as Material & { map?: Texture | null }).map;
      map?.dispose();
      material.dispose();
    }
  });
}

/**
 * Renders one scene: the board, its stones, the table and lights, seen by the view's camera,
 * then passed through its lens and saved as a JPEG. The same spec gives the same picture.
 */
export function renderScene(spec: SceneSpec): RenderedSceneData {
  const start = performance.now();
  // a source per part: the same board, light and camera whatever stones are on the board
  const random = (part: number) => sceneRandom(Math.imul(spec.seed, 8) + part);
  const [width, height] = frameSize(spec);
  const gl = rendererFor(width, height);
  const scene = new Scene();
  const { group, layout } = makeBoard(spec.board, spec.boardSize, random(0));
  scene.add(group, makeStones(spec.stones, spec.signs, layout, random(1)));
  furnish(scene, gl, spec.board, layout, random(2));
  const optics = random(3);
  const faults = lensFaults(spec, optics);
  const camera = placeCamera(spec, layout, faults.barrel, optics);

  const target = new WebGLRenderTarget(width, height, { type: HalfFloatType, samples: 4 });
  gl.setRenderTarget(target);
  gl.render(scene, camera);
  gl.setRenderTarget(null);
  const lens = lensPass(target.texture, width, height, faults);
  gl.render(lens.scene, lens.camera);

  const quality = spec.view === 'webcam' ? optics.range(0.45, 0.7) : optics.range(0.82, 0.93);
  const jpeg = gl.domElement.toDataURL('image/jpeg', quality).split(',')[1];
  const last = spec.boardSize - 1;
  const corners = (
    [
      [0, 0],
      [last, 0],
      [last, last],
      [0, last],
    ] as const
  ).map(([x, y]): [number, number] => {
    const ndc = layout.point(x, y).project(camera);
    const [dx, dy] = distort([ndc.x, ndc.y], camera.aspect, faults.barrel);
    return [((dx + 1) / 2) * width, ((1 - dy) / 2) * height];
  });
  target.dispose();
  lens.material.dispose();
  dispose(scene);
  return { jpeg, width, height, corners, ms: performance.now() - start };
}
