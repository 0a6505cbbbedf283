/*
 * What a 3D scene shows (the second, independent picture generator, issue 34): plain data that
 * Node draws up and the chromium page renders. No code or type is shared with board-photos/.
 */

/** A table board of wood, a printed paper sheet, a folding board on cloth, a magnetic travel set. */
export type BoardKind = 'wood' | 'paper' | 'folding' | 'magnetic';

/** Biconvex slate and shell, single-convex yunzi, glossy plastic, flat magnetic discs. */
export type StoneKind = 'slate-shell' | 'yunzi' | 'plastic' | 'magnetic';

/**
 * overhead: a phone held above the board (1280x960, tilted a little); seated: a phone from a
 * seated player's eyes (1280x960, steep); webcam: 640x480 on a stand, soft, noisy, heavy JPEG.
 */
export type SceneView = 'overhead' | 'seated' | 'webcam';

export interface SceneSpec {
  seed: number;
  boardSize: 9 | 13 | 19;
  /** the position as the camera sees it, [y][x]: y from the image's top, x from its left; 1 black, -1 white */
  signs: (-1 | 0 | 1)[][];
  board: BoardKind;
  stones: StoneKind;
  view: SceneView;
  /** part of the board's border outside the frame (the grid itself stays inside) */
  cropped: boolean;
}

/** One rendered scene as the page answers it. */
export interface RenderedSceneData {
  /** the JPEG, base64 */
  jpeg: string;
  width: number;
  height: number;
  /** the outer grid lines' corners in the image (after lens distortion): TL, TR, BR, BL */
  corners: [number, number][];
  /** rendering time in the page, ms */
  ms: number;
}

/** The page's global: its input before it loads, its outcome when done. */
export interface BoardScenesGlobal {
  boardScenesInput?: { specs: SceneSpec[] };
  boardScenes?: { report?: { scenes: RenderedSceneData[] }; error?: string };
}
