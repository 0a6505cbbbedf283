import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { parse } from '@sabaki/sgf';
import { expect, it } from 'vitest';
import { formatVertex } from '@domain/play/vertex';
import { renderGameVideo } from '@tests/factories/board-videos/render-video';
import { convertVideo } from './convert-video';

/**
 * The video of issue 34, small: 3 frames a second (fewer than the 4 a second sampled), each
 * position still for 0.7 s only, grainy pixels, a camera jumping ±3 px, a hand before a third of
 * the moves and over both captures. It gave an empty game, or a pass for a stone captured soon.
 */
it('reads every move of a grainy, jittery 3 fps video with few still frames', async () => {
  const video = await renderGameVideo({
    sgfFile: 'tests/factories/board-videos/captures-9x9.sgf',
    moves: 12,
    width: 480,
    height: 360,
    fps: 3,
    pace: { stillSeconds: 0.7, handShare: 1 / 3 },
    noiseSigma: 8,
    jitterPixels: 3,
  });
  try {
    const result = await convertVideo(video.path);
    const [root] = parse(result.sgf);
    const moves: string[] = [];
    for (let node = root.children[0]; node; node = node.children[0]) {
      const value = node.data.B?.[0] ?? node.data.W?.[0] ?? '';
      moves.push(
        value ? formatVertex([value.charCodeAt(0) - 97, value.charCodeAt(1) - 97], 9) : 'pass',
      );
    }
    expect(moves).toEqual(video.moves);
    expect(result.skippedChanges).toBe(0);
  } finally {
    rmSync(dirname(video.path), { recursive: true, force: true });
  }
}, 60_000);
