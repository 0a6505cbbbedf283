import { seededRandom, type Random } from './seeded-random';

/** What a cheap camera adds to the picture, as options of a rendered video. */
export interface CameraEffects {
  /** Gaussian sensor noise on every pixel and channel, its σ in grey levels; 0 by default */
  noiseSigma?: number;
  /** the picture jumps up to ± this many pixels each frame, at random (instead of a smooth sway) */
  jitterPixels?: number;
  /** the camera slides this many pixels, right and down, from the first frame to the last */
  driftPixels?: number;
  /** a lamp dims the room halfway through the video (a third darker in a second) */
  lightChange?: boolean;
}

const TABLE_SIZE = 1 << 18;

/** A table of N(0, 1) numbers (Box–Muller), read from a new place for each frame. */
function gaussianTable(random: Random): Float32Array {
  const table = new Float32Array(TABLE_SIZE);
  for (let i = 0; i < TABLE_SIZE; i += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    table[i] = radius * Math.cos(angle);
    table[i + 1] = radius * Math.sin(angle);
  }
  return table;
}

/** The effects at a frame, seeded apart from the scene so that a video without them is unchanged. */
export function createCameraEffects(effects: CameraEffects, duration: number, seed: number) {
  const random = seededRandom(seed ^ 0x5eed);
  const sigma = effects.noiseSigma ?? 0;
  const noise = sigma > 0 ? gaussianTable(random) : null;
  return {
    /** where the picture is drawn, or null for the scene's own smooth sway */
    offset(time: number): [number, number] | null {
      if (effects.jitterPixels === undefined && effects.driftPixels === undefined) return null;
      const jitter = effects.jitterPixels ?? 0;
      const drift = ((effects.driftPixels ?? 0) * time) / duration;
      return [(random() * 2 - 1) * jitter + drift, (random() * 2 - 1) * jitter + drift];
    },
    /** how much darker the room is, 0..1 */
    dimming(time: number): number {
      if (!effects.lightChange) return 0;
      return Math.min(1, Math.max(0, time - duration / 2)) / 3;
    },
    addNoise(pixels: Uint8ClampedArray): void {
      if (!noise) return;
      let at = Math.floor(random() * TABLE_SIZE);
      for (let i = 0; i < pixels.length; i++) {
        if ((i & 3) === 3) continue;
        pixels[i] += sigma * noise[at];
        at = (at + 1) & (TABLE_SIZE - 1);
      }
    },
  };
}
