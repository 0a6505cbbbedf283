import { lineResponse } from './board-outline';
import { gridEvidence } from './grid-evidence';
import { crossShare } from './grid-crosses';
import { FAINT_WEIGHT, findGrid, findGridsInImage, type GridFound } from './grid-find';
import { growGrid } from './grid-grow';
import { atHalfPitch } from './grid-pitch';
import { unslipGrid } from './grid-slip';
import { applyHomography, quadArea, type Homography, type Quad } from './geometry';
import { locateIntersections } from './grid-refine';
import { fitAxis } from './grid-fit';
import { classifyPoint, samplePoints, type Planes } from './intersections';
import { readHiddenLines } from './line-cover';
import { lineDips } from './line-dips';
import { withScope } from './mat-scope';
import { findOccluded } from './occlusion';
import { loadOpenCv, type OpenCv } from './opencv';
import { profileOf, warpQuad } from './rectify';
import { markUncertain } from './uncertain';
import type {
  BoardRecognition,
  BoardSize,
  ImagePoint,
  RecognitionResult,
  RecognizeOptions,
  Recognizer,
  RgbaImage,
} from './types';

type Mat = InstanceType<OpenCv['Mat']>;

export const NO_BOARD = 'No Go board was found in the image';

/** Images are worked on at most this many pixels a side: enough for 19 lines, and fast. */
const WORK_SIZE = 1024;
/** How often the grid's corners are refined. */
const REFINE_PASSES = 4;
/**
 * A refinement moving a corner more than a cell is taken only if its grid shows crosses of lines
 * at this much more of its points: on hard photos where the first fit was 2-4 cells off at a
 * bowl or a hand, its grid shows crosses at 7-25 % of its points, the true grid at 41-67 %.
 */
const MIN_CROSS_GAIN = 0.05;
/** The final rectification's pixels a cell. */
const CELL = 28;
/** How sure a covered point's sign is, at most: it is a guess. */
const OCCLUDED_CONFIDENCE = 0.3;
/** How sure any point's sign is, at most, on a grid at half the board's pitch on an axis. */
const HALF_PITCH_CONFIDENCE = 0.3;
/**
 * The best grids by their first fit that are refined and compared by their evidence, of those
 * fitted to the usual outlines and again of those fitted to outlines of faint lines.
 */
const CANDIDATES = 3;
/**
 * The share of its points where a grid fitted to faint lines must show crosses of lines: ffmpeg's
 * testsrc2 pattern meshes faint grids showing them at 0-5 % of their points; the tuning scenes'
 * boards read in faint lines show them at 11-94 % (a soft webcam frame of paper 14 %).
 */
const MIN_FAINT_CROSSES = 0.1;

/** Loads OpenCV once and returns a recogniser of board photos (Node, pages, Web Workers). */
export async function createRecognizer(): Promise<Recognizer> {
  const cv = await loadOpenCv();
  return (image, options) => recognizeBoard(cv, image, options);
}

export function recognizeBoard(
  cv: OpenCv,
  image: RgbaImage,
  options: RecognizeOptions = {},
): RecognitionResult {
  if (image.width < 16 || image.height < 16) return { ok: false, error: NO_BOARD };
  return withScope((track) => {
    const rgba = track(new cv.Mat(image.height, image.width, cv.CV_8UC4));
    rgba.data.set(image.data);
    const scale = Math.min(1, WORK_SIZE / Math.max(image.width, image.height));
    let work: Mat = rgba;
    if (scale < 1) {
      work = track(new cv.Mat());
      const size = new cv.Size(Math.round(image.width * scale), Math.round(image.height * scale));
      cv.resize(rgba, work, size, 0, 0, cv.INTER_AREA as number);
    }
    const grey = track(new cv.Mat());
    cv.cvtColor(work, grey, cv.COLOR_RGBA2GRAY as number);

    const known = options.corners?.map(([x, y]) => [x * scale, y * scale] as ImagePoint) as
      Quad | undefined;
    const knownGrid = known && findGrid(cv, grey, known, options.boardSize);
    const grids = knownGrid ? [knownGrid] : findGridsInImage(cv, grey, options.boardSize);
    let best: { grid: GridFound; evidence: number } | null = null;
    const candidates = [
      ...grids.filter((grid) => !grid.faint).slice(0, CANDIDATES),
      ...grids.filter((grid) => grid.faint).slice(0, CANDIDATES),
    ];
    for (const found of candidates) {
      const grid = { ...found, corners: refineGrid(cv, work, grey, found) };
      // a mesh of faint lines may be noise or a pattern: it counts where a board's crosses show
      if (found.faint && crossShare(cv, grey, grid.corners, grid.size) < MIN_FAINT_CROSSES) {
        continue;
      }
      const evidence =
        grids.length > 1
          ? gridEvidence(cv, grey, grid.corners, grid.size) * (found.faint ? FAINT_WEIGHT : 1)
          : 0;
      if (!best || evidence > best.evidence) best = { grid, evidence };
    }
    if (!best) return { ok: false, error: NO_BOARD };
    let grid = best.grid;
    const grown = known || options.boardSize ? null : growGrid(cv, grey, grid.corners, grid.size);
    if (grown)
      grid = { ...grid, ...grown, corners: refineGrid(cv, work, grey, { ...grid, ...grown }) };
    const unslipped = unslipGrid(cv, grey, grid.corners, grid.size);
    if (unslipped !== grid.corners) {
      grid = { ...grid, corners: refineGrid(cv, work, grey, { ...grid, corners: unslipped }) };
    }
    return readStones(cv, work, grid, scale, atHalfPitch(cv, grey, grid.corners, grid.size));
  });
}

/** The grid's corners and where every intersection lies in a rectification of them. */
interface Rectified {
  corners: Quad;
  warped: Mat;
  toImage: Homography;
}

function rectifyGrid(cv: OpenCv, work: Mat, corners: Quad, size: BoardSize): Rectified {
  const last = size - 1;
  const side = last * CELL + 2 * CELL;
  const target: Quad = [
    [CELL, CELL],
    [CELL + last * CELL, CELL],
    [CELL + last * CELL, CELL + last * CELL],
    [CELL, CELL + last * CELL],
  ];
  const { warped, toImage } = warpQuad(cv, work, corners, target, [side, side]);
  return { corners, warped, toImage };
}

/**
 * Moves the grid's corners to where its lines really cross: each intersection is looked for near
 * its place in the rectified image, and a homography through those found (RANSAC: stones and
 * hands hide some, wood grain fakes a few) maps the ideal grid onto them.
 */
function refineCorners(cv: OpenCv, rectified: Rectified, size: BoardSize, fitFirst: boolean): Quad {
  return withScope((track) => {
    const last = size - 1;
    const grey = track(new cv.Mat());
    cv.cvtColor(rectified.warped, grey, cv.COLOR_RGBA2GRAY as number);
    const response = track(lineResponse(cv, grey, 2));
    let xs = Array.from({ length: size }, (_, i) => CELL + i * CELL);
    let ys = xs;
    if (fitFirst) {
      const band: [number, number] = [CELL / 2, grey.cols - CELL / 2];
      const x = fitAxis(profileOf(cv, response, 'x', band), size, CELL, last * CELL, 0.04);
      const y = fitAxis(profileOf(cv, response, 'y', band), size, CELL, last * CELL, 0.04);
      xs = xs.map((_, i) => x.start + i * x.step);
      ys = ys.map((_, j) => y.start + j * y.step);
    }
    const predicted = ys.map((y) => xs.map((x) => [x, y] as ImagePoint));
    const plane = { width: response.cols, height: response.rows, data: response.data };
    const found = locateIntersections(plane, predicted, CELL);
    let toFound: Homography | null = null;
    if (found.length >= Math.max(8, 0.15 * size * size)) {
      const ideal = track(
        cv.matFromArray(
          found.length,
          1,
          cv.CV_32FC2,
          found.flatMap(({ grid }) => [CELL + grid[0] * CELL, CELL + grid[1] * CELL]),
        ),
      );
      const seen = track(
        cv.matFromArray(
          found.length,
          1,
          cv.CV_32FC2,
          found.flatMap(({ found: at }) => at),
        ),
      );
      const h = track(cv.findHomography(ideal, seen, cv.RANSAC as number, 2));
      if (h.rows === 3) toFound = Array.from(h.data64F);
    }
    const mapCorner = (point: ImagePoint): ImagePoint => {
      const [gx, gy] = [(point[0] - CELL) / CELL, (point[1] - CELL) / CELL];
      const at: ImagePoint = toFound
        ? applyHomography(toFound, point)
        : [xs[Math.round(gx)], ys[Math.round(gy)]];
      return applyHomography(rectified.toImage, at);
    };
    const end = CELL + last * CELL;
    return [
      mapCorner([CELL, CELL]),
      mapCorner([end, CELL]),
      mapCorner([end, end]),
      mapCorner([CELL, end]),
    ];
  });
}

/**
 * The grid's corners refined a few times: where the first outline was far off (a steep view from
 * a seated player, its near edge taken for a line; a bowl or a hand at the board's edge taken
 * into it), each pass finds more intersections near where it looks, and two passes had not
 * settled.
 */
function refineGrid(cv: OpenCv, work: Mat, grey: Mat, grid: GridFound): Quad {
  return withScope((track) => {
    const size = grid.size;
    let corners = grid.corners;
    for (let pass = 0; pass < REFINE_PASSES; pass++) {
      const rectified = rectifyGrid(cv, work, corners, size);
      track(rectified.warped);
      const refined = refineCorners(cv, rectified, size, pass === 0);
      // a refinement that jumps more than a cell lost the grid, unless it shows clearly more
      // crosses of lines: then it found the grid where the first fit was cells off
      const cell = Math.sqrt(quadArea(corners)) / (size - 1);
      const jump = Math.max(...refined.map((point, i) => distance(point, corners[i])));
      if (jump < cell || foundWhereCellsOff(cv, grey, corners, refined, size)) corners = refined;
      // from the same corners, the passes after the first find the same again
      else if (pass > 0) break;
    }
    return corners;
  });
}

/**
 * Whether a refinement that moved the grid by cells found the board's grid: it shows clearly more
 * crosses of lines, and more evidence of being the whole grid (not one slipped by a few lines).
 */
function foundWhereCellsOff(
  cv: OpenCv,
  grey: Mat,
  corners: Quad,
  refined: Quad,
  size: BoardSize,
): boolean {
  if (crossShare(cv, grey, refined, size) <= crossShare(cv, grey, corners, size) + MIN_CROSS_GAIN) {
    return false;
  }
  return gridEvidence(cv, grey, refined, size) > gridEvidence(cv, grey, corners, size);
}

/**
 * Rectifies the grid to CELL pixels a cell and reads every intersection; on a grid at half the
 * board's pitch every point is a guess.
 */
function readStones(
  cv: OpenCv,
  work: Mat,
  grid: GridFound,
  scale: number,
  halfPitch: boolean,
): BoardRecognition {
  return withScope((track) => {
    const { size, corners } = grid;
    const rectified = rectifyGrid(cv, work, corners, size);
    track(rectified.warped);
    const xs = Array.from({ length: size }, (_, i) => CELL + i * CELL);
    const planes = planesOf(rectified.warped);
    const samples = samplePoints(planes, xs, xs);
    const { cols: width, rows: height, data } = rectified.warped;
    const occluded = findOccluded({ width, height, data }, size, CELL);
    const verdicts = readHiddenLines(
      samples.map((row) => row.map(classifyPoint)),
      samples,
      lineDips(planes, xs, xs),
      occluded,
    );
    const ceiling = halfPitch ? HALF_PITCH_CONFIDENCE : 1;
    const confidence = verdicts.map((row, y) =>
      row.map((verdict, x) =>
        Math.min(verdict.confidence, occluded[y][x] ? OCCLUDED_CONFIDENCE : ceiling),
      ),
    );
    return {
      ok: true,
      boardSize: size,
      signs: verdicts.map((row) => row.map((verdict) => verdict.sign)),
      confidence,
      uncertain: markUncertain(confidence),
      occluded,
      corners: corners.map(([x, y]) => [x / scale, y / scale] as ImagePoint) as Quad,
    };
  });
}

function distance(a: ImagePoint, b: ImagePoint): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Grey and saturation of an RGBA image. */
function planesOf(rgba: Mat): Planes {
  const { rows: height, cols: width } = rgba;
  const data = rgba.data;
  const grey = new Uint8Array(width * height);
  const saturation = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    const r = data[p];
    const g = data[p + 1];
    const b = data[p + 2];
    grey[i] = (r * 77 + g * 150 + b * 29) >> 8;
    const max = Math.max(r, g, b);
    saturation[i] = max === 0 ? 0 : Math.round((255 * (max - Math.min(r, g, b))) / max);
  }
  return { width, height, grey, saturation };
}
