/**
 * A 64-bit FNV-1a fingerprint over the exact bits of a list of numbers (NaN stands for null):
 * equal fingerprints mean, for all practical purposes, equal numbers. The recompute stores one
 * per tournament and one for all players' current ratings, and rewrites only what changed.
 */
export function fingerprint(numbers: readonly number[]): string {
  const words = new Uint32Array(Float64Array.from(numbers).buffer);
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (let i = 0; i < words.length; i++) {
    low = Math.imul(low ^ words[i], 0x01000193) >>> 0;
    high = Math.imul(high ^ (words[i] ^ low), 0x01000193) >>> 0;
  }
  return `${numbers.length}-${high.toString(16)}${low.toString(16)}`;
}

export const orNaN = (value: number | null | undefined): number => value ?? Number.NaN;
