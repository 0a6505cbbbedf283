import type { BoardSize, ImagePoint, RgbaImage, StoneSign } from '@vision/types';

export type PhotoDifficulty = 'easy' | 'medium' | 'hard';

/** What a rendered photo shows and how: everything needed to draw it again identically. */
export interface PhotoSpec {
  seed: number;
  boardSize: BoardSize;
  /** the position, [y][x] with y from the board's top as seen by the camera */
  signs: StoneSign[][];
  difficulty: PhotoDifficulty;
  width?: number;
  height?: number;
}

/** A rendered photo and its truth. */
export interface RenderedPhoto {
  image: RgbaImage;
  spec: PhotoSpec;
  truth: {
    boardSize: BoardSize;
    signs: StoneSign[][];
    /** the outer grid lines' corners in the image: top-left, top-right, bottom-right, bottom-left */
    corners: [ImagePoint, ImagePoint, ImagePoint, ImagePoint];
    /** points a hand or a bowl covers in the picture */
    occluded: boolean[][];
  };
}
