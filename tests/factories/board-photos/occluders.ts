import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoardLayout } from './board-texture';
import type { Camera } from './camera';
import type { PhotoLook } from './look';
import type { Random } from './prng';

/** Whether an image point is covered by something over the board. */
export type CoverMask = (x: number, y: number) => boolean;

/** A hand and a stone bowl over the board (hard photos); returns what they cover. */
export function drawOccluders(
  _ctx: SKRSContext2D,
  _width: number,
  _height: number,
  _camera: Camera,
  _layout: BoardLayout,
  _look: PhotoLook,
  _random: Random,
): CoverMask {
  return () => false;
}
