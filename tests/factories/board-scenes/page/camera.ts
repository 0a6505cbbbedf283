import { PerspectiveCamera, Vector3 } from 'three';
import type { SceneRandom } from '../scene-random';
import type { SceneSpec } from '../scene-spec';
import type { BoardLayout } from './board';
import { distort, type LensFaults } from './lens';

/** How each view holds its camera: elevation (radians above the table), frame fill, lens. */
const VIEWS = {
  overhead: {
    elevation: [1.15, 1.45],
    yaw: 0.2,
    fill: [0.72, 0.92],
    fov: [48, 56],
    size: [1280, 960],
  },
  seated: { elevation: [0.6, 0.95], yaw: 0.3, fill: [0.8, 0.95], fov: [50, 60], size: [1280, 960] },
  webcam: { elevation: [0.9, 1.3], yaw: 0.25, fill: [0.6, 0.85], fov: [55, 62], size: [640, 480] },
} as const;

export function frameSize(spec: SceneSpec): readonly [number, number] {
  return VIEWS[spec.view].size;
}

/** The lens faults of each view: webcams softer, noisier and more distorted than phones. */
export function lensFaults(spec: SceneSpec, random: SceneRandom): LensFaults {
  const webcam = spec.view === 'webcam';
  return {
    barrel: webcam ? random.range(0.06, 0.18) : random.range(0.0, 0.06),
    fringe: random.range(0.0005, webcam ? 0.004 : 0.0015),
    vignette: random.range(0.05, webcam ? 0.45 : 0.25),
    noise: (webcam ? random.range(4, 9) : random.range(1, 4)) / 255,
    blurPixels: webcam ? random.range(0.5, 1.1) : random.range(0, 0.4),
    exposure: random.range(0.8, 1.3),
    tint: [random.range(0.92, 1.08), 1, random.range(0.9, 1.1)],
    seed: spec.seed,
  };
}

/**
 * A camera on the player's side (+z) looking at the board, turned and rolled a little, moved in
 * until the board (or, cropped, the grid with its stones) fills the share of the frame wanted
 * after the lens's distortion; cropped aims off to one side so a border leaves the frame.
 */
export function placeCamera(
  spec: SceneSpec,
  layout: BoardLayout,
  barrel: number,
  random: SceneRandom,
): PerspectiveCamera {
  const view = VIEWS[spec.view];
  const [width, height] = view.size;
  const within = ([min, max]: readonly [number, number]) => random.range(min, max);
  const camera = new PerspectiveCamera(within(view.fov), width / height, 0.01, 10);
  const elevation = within(view.elevation);
  const yaw = random.range(-view.yaw, view.yaw);
  const roll = random.range(-0.06, 0.06);
  // cropped: the grid nearly fills the frame, so the border on the far side of the aim leaves it
  const fill = spec.cropped ? random.range(0.97, 1) : within(view.fill);
  const target = new Vector3(0, layout.top, 0);
  if (spec.cropped) target.x += random.sign() * random.range(0.12, 0.2) * layout.width;
  const direction = new Vector3(
    Math.sin(yaw) * Math.cos(elevation),
    Math.sin(elevation),
    Math.cos(yaw) * Math.cos(elevation),
  );
  const halfX = spec.cropped ? ((layout.lines - 1) / 2 + 0.55) * layout.cellX : layout.width / 2;
  const halfZ = spec.cropped ? ((layout.lines - 1) / 2 + 0.55) * layout.cellZ : layout.depth / 2;
  const y = spec.cropped ? layout.top : 0;
  const outline = [
    new Vector3(-halfX, y, -halfZ),
    new Vector3(halfX, y, -halfZ),
    new Vector3(halfX, y, halfZ),
    new Vector3(-halfX, y, halfZ),
  ];
  const place = (distance: number) => {
    camera.position.copy(target).addScaledVector(direction, distance);
    camera.up.set(0, 1, 0);
    camera.lookAt(target);
    camera.rotateZ(roll);
    camera.updateMatrixWorld();
  };
  const reach = (distance: number) => {
    place(distance);
    return Math.max(
      ...outline.map((corner) => {
        const ndc = corner.clone().project(camera);
        if (ndc.z > 1) return Infinity; // behind the camera
        const [x, y] = distort([ndc.x, ndc.y], camera.aspect, barrel);
        return Math.max(Math.abs(x), Math.abs(y));
      }),
    );
  };
  let [near, far] = [0.05, 6];
  for (let i = 0; i < 40; i++) {
    const middle = (near + far) / 2;
    if (reach(middle) > fill) near = middle;
    else far = middle;
  }
  place(far);
  return camera;
}
