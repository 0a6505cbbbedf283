import type { OpenCv } from './opencv';

type Mat = InstanceType<OpenCv['Mat']>;

/** A kernel row's run of set elements, as offsets from the anchor's column; null: none. */
type RowRun = readonly [from: number, to: number] | null;

function rowRuns(kernel: Mat): RowRun[] {
  const anchorX = kernel.cols >> 1;
  const runs: RowRun[] = [];
  for (let r = 0; r < kernel.rows; r++) {
    const row = Array.from({ length: kernel.cols }, (_, c) => kernel.ucharAt(r, c) !== 0);
    const from = row.indexOf(true);
    const to = row.lastIndexOf(true);
    if (from >= 0 && row.slice(from, to + 1).some((set) => !set)) {
      throw new Error('dilateBinary: each kernel row must be one run (an ellipse or a rectangle)');
    }
    runs.push(from < 0 ? null : [from - anchorX, to - anchorX]);
  }
  return runs;
}

/**
 * cv.dilate(binary, binary, kernel) for a binary 8-bit image (0 or not) and a kernel whose rows
 * are each one run (an ellipse's), with the default anchor and border, in place. OpenCV's dilate
 * with such a kernel costs its area a pixel (an ellipse 20 pixels across: half the outline
 * search's time); here each pixel asks, for each kernel row, whether the nearest set pixel at or
 * after the run's start in that image row lies within the run: the kernel's height a pixel,
 * and nothing for an empty row.
 * The result is the same, byte for byte (binary-morphology.test.ts); set pixels are written 255.
 */
export function dilateBinary(binary: Mat, kernel: Mat): void {
  const runs = rowRuns(kernel);
  const anchorY = kernel.rows >> 1;
  const width = binary.cols;
  const height = binary.rows;
  const pixels = binary.data;
  // nextSet[y * width + x]: the first set column at or after x in row y, else width
  const nextSet = new Int32Array(width * height);
  for (let y = 0; y < height; y++) {
    let next = width;
    for (let x = width - 1; x >= 0; x--) {
      const at = y * width + x;
      if (pixels[at] !== 0) next = x;
      nextSet[at] = next;
    }
  }
  const dilated = new Uint8Array(width * height);
  runs.forEach((run, r) => {
    if (run === null) return;
    const [from, to] = run;
    const dy = r - anchorY;
    // the columns whose run reaches into the image
    const firstX = Math.max(0, -to);
    const endX = Math.min(width, width - from);
    for (let y = Math.max(0, -dy); y < Math.min(height, height - dy); y++) {
      const source = (y + dy) * width;
      if (nextSet[source] === width) continue; // an empty row sets nothing
      const target = y * width;
      for (let x = firstX; x < endX; x++) {
        const start = x + from > 0 ? x + from : 0;
        const end = x + to < width ? x + to : width - 1;
        if (nextSet[source + start] <= end) dilated[target + x] = 255;
      }
    }
  });
  pixels.set(dilated);
}

/** The anchor's offsets to a kernel side's first and last element (OpenCV's default anchor). */
function offsets(length: number): [first: number, last: number] {
  const anchor = length >> 1;
  return [-anchor, length - 1 - anchor];
}

/**
 * Dilates `length` lines of `count` pixels each, the pixels `step` apart and the lines `stride`
 * apart, by the run [first, last] along them: a pixel is set when the nearest set pixel at or
 * after first lies within last (one look a pixel, whatever the run's length).
 */
function dilateLines(
  pixels: Uint8Array,
  lines: { count: number; length: number; stride: number; step: number },
  [first, last]: [number, number],
): void {
  const { count, length, stride, step } = lines;
  const nextSet = new Int32Array(length);
  for (let line = 0; line < count; line++) {
    const base = line * stride;
    let next = length;
    for (let i = length - 1; i >= 0; i--) {
      if (pixels[base + i * step] !== 0) next = i;
      nextSet[i] = next;
    }
    for (let i = 0; i < length; i++) {
      const start = i + first;
      const end = i + last < length ? i + last : length - 1;
      const set = end >= 0 && start < length && nextSet[start > 0 ? start : 0] <= end;
      pixels[base + i * step] = set ? 255 : 0;
    }
  }
}

function invert(binary: Mat): void {
  const pixels = binary.data;
  for (let i = 0; i < pixels.length; i++) pixels[i] = pixels[i] === 0 ? 255 : 0;
}

/**
 * cv.dilate by a full width x height rectangle (getStructuringElement(MORPH_RECT)), for a binary
 * image, in place: rows, then columns, one look a pixel each (OpenCV's costs the rectangle's
 * width and height a pixel). The same result byte for byte (binary-morphology.test.ts).
 */
export function dilateRect(binary: Mat, width: number, height: number): void {
  const pixels = binary.data;
  const cols = binary.cols;
  const rows = binary.rows;
  // a side of 1 changes nothing along it
  if (width > 1) {
    dilateLines(pixels, { count: rows, length: cols, stride: cols, step: 1 }, offsets(width));
  }
  if (height > 1) {
    dilateLines(pixels, { count: cols, length: rows, stride: 1, step: cols }, offsets(height));
  }
}

/** cv.erode by a full rectangle, in place: the unset pixels dilated (outside counts as set). */
export function erodeRect(binary: Mat, width: number, height: number): void {
  invert(binary);
  dilateRect(binary, width, height);
  invert(binary);
}

/** cv.morphologyEx(MORPH_OPEN) by a full rectangle, in place. */
export function openRect(binary: Mat, width: number, height: number): void {
  erodeRect(binary, width, height);
  dilateRect(binary, width, height);
}
