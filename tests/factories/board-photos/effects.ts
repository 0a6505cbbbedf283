import { createCanvas, loadImage, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ImagePoint } from '@vision/types';
import type { PhotoLook } from './look';
import type { Random } from './prng';

/** Uneven light, soft shadows and a glare spot, drawn over the whole photo. */
export function drawLight(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  board: readonly ImagePoint[],
  look: PhotoLook,
  random: Random,
): void {
  if (look.lightGradient > 0) {
    const dx = Math.cos(look.lightAngle) * width * 0.6;
    const dy = Math.sin(look.lightAngle) * height * 0.6;
    const gradient = ctx.createLinearGradient(
      width / 2 - dx,
      height / 2 - dy,
      width / 2 + dx,
      height / 2 + dy,
    );
    gradient.addColorStop(0, `rgba(255,250,235,${look.lightGradient * 0.25})`);
    gradient.addColorStop(0.5, 'rgba(0,0,0,0)');
    gradient.addColorStop(1, `rgba(0,0,0,${look.lightGradient})`);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  }
  const xs = board.map(([x]) => x);
  const ys = board.map(([, y]) => y);
  const [left, right, top, bottom] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  if (look.shadows > 0) {
    // the shadow of someone leaning over, or of the phone: a big soft blob from an edge
    const blobs = random.int(1, 2);
    for (let i = 0; i < blobs; i++) {
      ctx.save();
      ctx.filter = `blur(${Math.round(random.between(15, 40))}px)`;
      ctx.fillStyle = `rgba(0,0,0,${look.shadows})`;
      ctx.beginPath();
      const cx = random.between(left, right);
      const cy = random.pick([top, bottom]) + random.between(-0.1, 0.1) * (bottom - top);
      ctx.ellipse(
        cx,
        cy,
        random.between(0.2, 0.45) * (right - left),
        random.between(0.15, 0.35) * (bottom - top),
        random.between(0, Math.PI),
        0,
        2 * Math.PI,
      );
      ctx.fill();
      ctx.restore();
    }
  }
  if (look.glare > 0) {
    const cx = random.between(left, right);
    const cy = random.between(top, bottom);
    const radius = random.between(0.08, 0.22) * (right - left);
    const glare = ctx.createRadialGradient(cx, cy, 0, cx, cy, radius);
    glare.addColorStop(0, `rgba(255,255,250,${look.glare})`);
    glare.addColorStop(0.4, `rgba(255,255,250,${look.glare * 0.6})`);
    glare.addColorStop(1, 'rgba(255,255,250,0)');
    ctx.fillStyle = glare;
    ctx.fillRect(cx - radius, cy - radius, 2 * radius, 2 * radius);
  }
}

/** The camera's faults: exposure, blur, sensor noise and JPEG compression. */
export async function applyCamera(
  canvas: Canvas,
  look: PhotoLook,
  random: Random,
): Promise<Uint8ClampedArray> {
  const { width, height } = canvas;
  let current = canvas;
  if (look.blur > 0.05) {
    const blurred = createCanvas(width, height);
    const ctx = blurred.getContext('2d');
    ctx.filter = `blur(${look.blur.toFixed(2)}px)`;
    ctx.drawImage(current, 0, 0);
    current = blurred;
  }
  const ctx = current.getContext('2d');
  const image = ctx.getImageData(0, 0, width, height);
  const data = image.data;
  // sensor noise: a fast local generator (xorshift) seeded from the photo's random source
  let state = Math.floor(random.next() * 0x7fffffff) | 1;
  const noise = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296 - 0.5;
  };
  const grainScale = look.noise * 2;
  const colourScale = look.noise * 0.6;
  const exposure = look.exposure;
  for (let i = 0; i < data.length; i += 4) {
    const grain = (noise() + noise()) * grainScale;
    data[i] = data[i] * exposure + grain + noise() * colourScale;
    data[i + 1] = data[i + 1] * exposure + grain + noise() * colourScale;
    data[i + 2] = data[i + 2] * exposure + grain + noise() * colourScale;
  }
  if (look.jpegQuality === 0) return data;
  ctx.putImageData(image, 0, 0);
  const decoded = await loadImage(current.encodeSync('jpeg', look.jpegQuality));
  const out = createCanvas(width, height);
  const outCtx = out.getContext('2d');
  outCtx.drawImage(decoded, 0, 0);
  return outCtx.getImageData(0, 0, width, height).data;
}
