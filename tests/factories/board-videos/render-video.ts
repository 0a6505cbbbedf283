import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { BoardSize } from '@vision/types';
import { createCameraEffects, type CameraEffects } from './camera-effects';
import { createVideoEncoder } from './encode-video';
import { gameFiles, replayGame } from './game-record';
import { drawHand } from './hand';
import { createScene } from './scene';
import { between, seededRandom } from './seeded-random';
import { createPacedTimeline, createTimeline, handEntry } from './timeline';

/** A video's pace instead of a move every `secondsPerMove` with a hand each time. */
export interface VideoPace {
  /** seconds the position is shown still after each move */
  stillSeconds: number;
  /** seconds a hand's trip takes; 0.8 by default */
  handSeconds?: number;
  /** the share of the moves a hand brings (spread evenly); the other stones just appear; 1 by default */
  handShare?: number;
}

export interface GameVideoOptions extends CameraEffects {
  /** 9 by default */
  boardSize?: BoardSize;
  /** the game's first moves shown; all of the record's by default */
  moves?: number;
  /** 1 by default */
  secondsPerMove?: number;
  /** when given, the moves come at this pace (secondsPerMove is not used); hands always take captures off */
  pace?: VideoPace;
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
  /** each move's colour, 'B' or 'W' */
  colours: Array<'B' | 'W'>;
  handicapStones: string[];
  boardSize: BoardSize;
  durationSeconds: number;
  /** the record played */
  sgfFile: string;
}

/**
 * Films a game: a fixed camera (shaking slightly) over a board, the light changing slowly, a hand
 * coming over the board before each stone appears and again to take captured stones off;
 * encoded by ffmpeg (H.264, yuv420p, MP4) from frames piped in. Options change the pace (a
 * still position's length, hands before only some moves) and add a cheap camera's faults
 * (sensor noise, jitter, drift, a lamp dimmed mid-game).
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
  const pace = options.pace;
  const handShare = pace?.handShare ?? 1;
  const timeline = pace
    ? createPacedTimeline(game, {
        stillSeconds: pace.stillSeconds,
        handSeconds: pace.handSeconds ?? 0.8,
        handBefore: (index) => Math.floor((index + 1) * handShare) > Math.floor(index * handShare),
      })
    : createTimeline(game, secondsPerMove);
  const shake = [between(random, 1.3, 2.1), between(random, 1.7, 2.9), random() * 6, random() * 6];
  const light = [between(random, 0.08, 0.16), between(random, 6, 12), random() * 6];
  const camera = createCameraEffects(options, timeline.duration, seed);
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
      const [dx, dy] = camera.offset(time) ?? [
        Math.sin(time * shake[0] + shake[2]) * 1.5,
        Math.sin(time * shake[1] + shake[3]) * 1.5,
      ];
      ctx.drawImage(still.canvas, dx, dy);
      if (content.hand) {
        const target = scene.gridPoint(...content.hand.point);
        const entry = handEntry(target, content.hand.colour, height);
        drawHand(ctx, entry, target, content.hand.reach, scene.cellPixels, scene.skin);
      }
      const brightness = light[0] * Math.sin((2 * Math.PI * time) / light[1] + light[2]);
      ctx.fillStyle =
        brightness < 0 ? `rgba(0,0,0,${-brightness})` : `rgba(255,244,225,${brightness * 0.6})`;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = `rgba(20,10,0,${camera.dimming(time)})`;
      ctx.fillRect(0, 0, width, height);
      const pixels = ctx.getImageData(0, 0, width, height).data;
      camera.addNoise(pixels);
      await encoder.write(pixels);
    }
  } finally {
    await encoder.finish();
  }
  return {
    path,
    moves: game.moves,
    colours: game.colours,
    handicapStones: game.handicapStones,
    boardSize: game.boardSize,
    durationSeconds: frames / fps,
    sgfFile,
  };
}
