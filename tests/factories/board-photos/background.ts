import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PhotoLook } from './look';
import type { Random } from './prng';

const rgb = ([r, g, b]: [number, number, number], alpha = 1) => `rgba(${r},${g},${b},${alpha})`;

/** The table or cloth under the board. */
export function drawBackground(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  look: PhotoLook,
  random: Random,
): void {
  const { kind, colour, second } = look.background;
  const base = ctx.createLinearGradient(0, 0, width * random.between(0.3, 1), height);
  base.addColorStop(0, rgb(colour));
  base.addColorStop(1, rgb(second));
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, width, height);
  if (kind === 'table') {
    // planks and grain across the image
    const planks = random.int(2, 5);
    for (let i = 1; i < planks; i++) {
      const y = (height * i) / planks + random.between(-20, 20);
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(0, y, width, random.between(1, 3));
    }
    for (let i = 0; i < 120; i++) {
      const y = random.between(0, height);
      ctx.strokeStyle = rgb(second, random.between(0.1, 0.4));
      ctx.lineWidth = random.between(0.5, 3);
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.bezierCurveTo(
        width / 3,
        y + random.between(-15, 15),
        (2 * width) / 3,
        y + random.between(-15, 15),
        width,
        y + random.between(-10, 10),
      );
      ctx.stroke();
    }
  } else if (kind === 'cloth') {
    // a weave and a few soft folds
    ctx.strokeStyle = rgb(second, 0.25);
    ctx.lineWidth = 1;
    const step = random.between(3, 6);
    for (let x = 0; x < width; x += step) {
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, height);
      ctx.stroke();
    }
    for (let i = 0; i < 4; i++) {
      const x = random.between(0, width);
      const fold = ctx.createLinearGradient(x - 60, 0, x + 60, 0);
      fold.addColorStop(0, 'rgba(0,0,0,0)');
      fold.addColorStop(0.5, `rgba(0,0,0,${random.between(0.1, 0.25)})`);
      fold.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.fillStyle = fold;
      ctx.fillRect(x - 60, 0, 120, height);
    }
  }
}
