/** An image as canvases, decoders and ffmpeg give it: RGBA, 4 bytes a pixel, rows from the top. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

import type { BoardSize } from '@domain/game/board-sizes';

export type { BoardSize };

/** What is on an intersection, as @sabaki/go-board signs it: 1 black, -1 white, 0 empty. */
export type StoneSign = -1 | 0 | 1;

export type ImagePoint = [x: number, y: number];

/**
 * A board found in an image. Grids are indexed [y][x] as the board appears in the image: x from
 * the image's left (GTP column A), y from the top (so row 1 is y = size - 1).
 */
export interface BoardRecognition {
  ok: true;
  boardSize: BoardSize;
  signs: StoneSign[][];
  /** 0..1, how sure the classifier is of each sign: 0.5 on a class boundary, at most 0.3 covered */
  confidence: number[][];
  /** where a person should confirm the sign (uncertain.ts): little confidence, or a doubted board */
  uncertain: boolean[][];
  /** true where something covers the point (a hand, a bowl): its sign is a guess */
  occluded: boolean[][];
  /** the outer grid lines' corners in the image: top-left, top-right, bottom-right, bottom-left */
  corners: [ImagePoint, ImagePoint, ImagePoint, ImagePoint];
}

export interface RecognitionFailure {
  ok: false;
  /** in words, for people: 'No Go board was found in the image' */
  error: string;
}

export type RecognitionResult = BoardRecognition | RecognitionFailure;

export interface RecognizeOptions {
  /** when known (a video's earlier frames, the user's choice): skips finding the grid size */
  boardSize?: BoardSize;
  /** a video's camera moves little: the corners found in an earlier frame, to search near */
  corners?: BoardRecognition['corners'];
}

/** Recognises one image; made by createRecognizer once OpenCV has loaded. */
export type Recognizer = (image: RgbaImage, options?: RecognizeOptions) => RecognitionResult;
