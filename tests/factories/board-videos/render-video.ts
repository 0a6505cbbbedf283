import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { BoardSize } from '@vision/types';
import { createVideoEncoder } from './encode-video';
import { gameFiles, replayGame } from './game-record';
import { drawHand } from './hand';
import { createScene } from './scene';
import { between, seededRandom } from './seeded-random';
import { createTimeline, handEntry } from './timeline';

export interface GameVideoOptions {
  /** 9 by default */
  boardSize?: BoardSize;
  /** the game's first moves shown; all of the record's by default */
  moves?: number;
  /** 1 by default */
  secondsPerMove?: number;
  /** picks the record (among those of the size), the camera, the light and the hands */
  seed?: number;
  /** a record to play instead of the fixtures' */
  sgfFile?: string;
  /** 640 x 480 by default */
  width?: number;
  height?: number;
  /** frames a second in the file, 8 by default */
  fps?: number;
  /** where to write the MP4; a new temporary folder's game.mp4 by default */
  path?: string;
}

export interface RenderedGameVideo {
  path: string;
  /** GTP vertices, black first (white first after handicap stones) */
  moves: string[];
  handicapStones: string[];
  boardSize: BoardSize;
  durationSeconds: number;
  /** the record played */
  sgfFile: string;
}

/**
 * Films a game: a fixed camera (shaking slightly) over a board, the light changing slowly, a hand
 * coming over the board before each stone appears and again to take captured stones off;
 * encoded by ffmpeg (H.264, yuv420p, MP4) from frames piped in.
 */
export async function renderGameVideo(options: GameVideoOptions = {}): Promise<RenderedGameVideo> {
  const seed = options.seed ?? 1;
  const random = seededRandom(seed);
  const size = options.boardSize ?? 9;
  const files = gameFiles(size);
  const sgfFile = options.sgfFile ?? files[seed % files.length];
  if (!sgfFile) throw new Error(`no game record of size ${size}`);
  const game = replayGame(sgfFile, options.moves);
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const fps = options.fps ?? 8;
  const secondsPerMove = options.secondsPerMove ?? 1;
  const path = options.path ?? join(mkdtempSync(join(tmpdir(), 'board-video-')), 'game.mp4');

  const scene = createScene(game.boardSize, width, height, random);
  const timeline = createTimeline(game, secondsPerMove);
  const shake = [between(random, 1.3, 2.1), between(random, 1.7, 2.9), random() * 6, random() * 6];
  const light = [between(random, 0.08, 0.16), between(random, 6, 12), random() * 6];
  const encoder = createVideoEncoder(path, width, height, fps);
  const frames = Math.ceil(timeline.duration * fps);
  let still = { signs: null as unknown, canvas: scene.drawStill(game.boards[0]) };
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  try {
    for (let frame = 0; frame < frames; frame++) {
      const time = frame / fps;
      const content = timeline.at(time);
      if (content.signs !== still.signs) {
        still = { signs: content.signs, canvas: scene.drawStill(content.signs) };
      }
      ctx.drawImage(
        still.canvas,
        Math.sin(time * shake[0] + shake[2]) * 1.5,
        Math.sin(time * shake[1] + shake[3]) * 1.5,
      );
      if (content.hand) {
        const target = scene.gridPoint(...content.hand.point);
        const entry = handEntry(target, content.hand.colour, height);
        drawHand(ctx, entry, target, content.hand.reach, scene.cellPixels, scene.skin);
      }
      const brightness = light[0] * Math.sin((2 * Math.PI * time) / light[1] + light[2]);
      ctx.fillStyle =
        brightness < 0 ? `rgba(0,0,0,${-brightness})` : `rgba(255,244,225,${brightness * 0.6})`;
      ctx.fillRect(0, 0, width, height);
      await encoder.write(ctx.getImageData(0, 0, width, height).data);
    }
  } finally {
    await encoder.finish();
  }
  return {
    path,
    moves: game.moves,
    handicapStones: game.handicapStones,
    boardSize: game.boardSize,
    durationSeconds: frames / fps,
    sgfFile,
  };
}
