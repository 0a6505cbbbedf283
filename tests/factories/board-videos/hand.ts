import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ImagePoint } from '@vision/types';

/**
 * A hand reaching from `from` (an image edge) to `to`, drawn as an arm, a palm and fingers;
 * `reach` 0..1 is how far along it is.
 */
export function drawHand(
  ctx: SKRSContext2D,
  from: ImagePoint,
  to: ImagePoint,
  reach: number,
  cell: number,
  skin: string,
): void {
  const tip: ImagePoint = [
    from[0] + (to[0] - from[0]) * reach,
    from[1] + (to[1] - from[1]) * reach,
  ];
  const angle = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
  const palm = cell * 1.6;
  const wrist: ImagePoint = [
    tip[0] - Math.cos(angle) * palm * 1.3,
    tip[1] - Math.sin(angle) * palm * 1.3,
  ];
  ctx.save();
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.beginPath();
  ctx.ellipse(
    wrist[0] + cell,
    wrist[1] + cell * 1.2,
    palm * 1.2,
    palm * 0.8,
    angle,
    0,
    2 * Math.PI,
  );
  ctx.fill();
  ctx.strokeStyle = skin;
  ctx.lineCap = 'round';
  ctx.lineWidth = palm * 1.1;
  ctx.beginPath();
  ctx.moveTo(from[0] - Math.cos(angle) * palm * 3, from[1] - Math.sin(angle) * palm * 3);
  ctx.lineTo(...wrist);
  ctx.stroke();
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.ellipse(wrist[0], wrist[1], palm * 0.9, palm * 0.7, angle, 0, 2 * Math.PI);
  ctx.fill();
  // two fingers holding the stone, a darker line between them
  ctx.lineWidth = cell * 0.45;
  for (const side of [-0.25, 0.25]) {
    ctx.beginPath();
    ctx.moveTo(wrist[0] - Math.sin(angle) * side * palm, wrist[1] + Math.cos(angle) * side * palm);
    ctx.lineTo(tip[0] - Math.sin(angle) * side * cell, tip[1] + Math.cos(angle) * side * cell);
    ctx.stroke();
  }
  ctx.restore();
}
