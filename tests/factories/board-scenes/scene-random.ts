/**
 * The scenes' own seeded source (sfc32, seeded through splitmix32), written apart from the first
 * generator's so the two share no code: the same seed draws the same scene.
 */
export interface SceneRandom {
  /** uniform in [0, 1) */
  next(): number;
  /** uniform in [min, max) */
  range(min: number, max: number): number;
  /** an integer in [min, max] */
  integer(min: number, max: number): number;
  oneOf<T>(items: readonly T[]): T;
  /** -1 or 1 */
  sign(): number;
}

export function sceneRandom(seed: number): SceneRandom {
  let mix = seed >>> 0;
  const splitmix = () => {
    mix = (mix + 0x9e3779b9) >>> 0;
    let z = mix;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let [a, b, c, d] = [splitmix(), splitmix(), splitmix(), splitmix()];
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    integer: (min, max) => Math.floor(range(min, max + 1)),
    oneOf: (items) => items[Math.floor(next() * items.length)],
    sign: () => (next() < 0.5 ? -1 : 1),
  };
}
