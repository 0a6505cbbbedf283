import type { ImagePoint } from '@vision/types';

/**
 * A pinhole camera looking at the board from above. World units are the board's own (texture
 * pixels): x to the right, y towards the camera's bottom edge, z down into the table.
 */
export interface Camera {
  /** the board's centre in world units */
  centre: [number, number];
  /** the board turned in its own plane, radians */
  yaw: number;
  /** the camera leaning back from straight above, radians (the far edge looks shorter) */
  tilt: number;
  /** a small sideways lean, radians */
  roll: number;
  /** distance from the camera to the board's centre, world units */
  distance: number;
  focal: number;
  principal: [number, number];
}

/** Where a world point (z down from the board's surface) lands in the image. */
export function project(camera: Camera, x: number, y: number, z = 0): ImagePoint {
  const dx = x - camera.centre[0];
  const dy = y - camera.centre[1];
  const cosYaw = Math.cos(camera.yaw);
  const sinYaw = Math.sin(camera.yaw);
  const x1 = dx * cosYaw - dy * sinYaw;
  const y1 = dx * sinYaw + dy * cosYaw;
  // lean back: the far (top) side goes away from the camera
  const cosTilt = Math.cos(camera.tilt);
  const sinTilt = Math.sin(camera.tilt);
  const y2 = y1 * cosTilt + z * sinTilt;
  const z2 = -y1 * sinTilt + z * cosTilt;
  const cosRoll = Math.cos(camera.roll);
  const sinRoll = Math.sin(camera.roll);
  const x3 = x1 * cosRoll + z2 * sinRoll;
  const z3 = -x1 * sinRoll + z2 * cosRoll + camera.distance;
  return [
    camera.principal[0] + (camera.focal * x3) / z3,
    camera.principal[1] + (camera.focal * y2) / z3,
  ];
}

/** The 3x3 homography (row-major, h[8] = 1) taking the four `from` points to the four `to` points. */
export function homography(from: readonly ImagePoint[], to: readonly ImagePoint[]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let row = col + 1; row < 8; row++) {
      if (Math.abs(rows[row][col]) > Math.abs(rows[pivot][col])) pivot = row;
    }
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    for (let row = 0; row < 8; row++) {
      if (row === col) continue;
      const factor = rows[row][col] / rows[col][col];
      for (let k = col; k < 9; k++) rows[row][k] -= factor * rows[col][k];
    }
  }
  return [...rows.map((row, i) => row[8] / row[i]), 1];
}

export function applyHomography(h: readonly number[], x: number, y: number): ImagePoint {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}
