import { createCanvas } from '@napi-rs/canvas';
import type { RgbaImage } from '@vision/types';

/** An RGBA image as PNG bytes. */
export function encodePng(image: RgbaImage): Buffer {
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  const data = ctx.createImageData(image.width, image.height);
  data.data.set(image.data);
  ctx.putImageData(data, 0, 0);
  return canvas.encodeSync('png');
}
