import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { parse } from '@sabaki/sgf';
import { convertVideo } from '@api/video/conversion/convert-video';
import { formatVertex } from '@domain/play/vertex';
import { renderGameVideo, type GameVideoOptions } from '@tests/factories/board-videos/render-video';

/** The main line's moves as 'B E5', passes left out. */
function recordedMoves(sgf: string): string[] {
  const [root] = parse(sgf);
  const size = Number(root.data.SZ?.[0] ?? 19);
  const moves: string[] = [];
  for (let node = root.children[0]; node; node = node.children[0]) {
    const colour = node.data.B ? 'B' : 'W';
    const value = node.data.B?.[0] ?? node.data.W?.[0] ?? '';
    if (value.length === 2) {
      const vertex = formatVertex([value.charCodeAt(0) - 97, value.charCodeAt(1) - 97], size);
      moves.push(`${colour} ${vertex}`);
    }
  }
  return moves;
}

/** The longest common subsequence's length: moves read right and in the game's order. */
export function movesInOrder(read: readonly string[], game: readonly string[]): number {
  let row = new Array<number>(game.length + 1).fill(0);
  for (const move of read) {
    const next = [0];
    for (let j = 1; j <= game.length; j++) {
      next[j] = move === game[j - 1] ? row[j - 1] + 1 : Math.max(row[j], next[j - 1]);
    }
    row = next;
  }
  return row[game.length];
}

export interface VideoScore {
  /** moves in the game */
  moves: number;
  /** moves read right (point and colour) and in order */
  right: number;
  skipped: number;
  seconds: number;
  videoSeconds: number;
  /** the conversion's error, when it failed */
  error?: string;
}

/**
 * Renders a game video, converts it and scores the record: a move counts when its point and its
 * colour are right, in the game's order (a black stone read as white is wrong).
 */
export async function scoreVideo(options: GameVideoOptions): Promise<VideoScore> {
  const video = await renderGameVideo(options);
  const game = video.moves.map((vertex, i) => `${video.colours[i]} ${vertex}`);
  const started = performance.now();
  try {
    const result = await convertVideo(video.path);
    return {
      moves: game.length,
      right: movesInOrder(recordedMoves(result.sgf), game),
      skipped: result.skippedChanges,
      seconds: (performance.now() - started) / 1000,
      videoSeconds: result.durationSeconds,
    };
  } catch (error) {
    return {
      moves: game.length,
      right: 0,
      skipped: 0,
      seconds: (performance.now() - started) / 1000,
      videoSeconds: video.durationSeconds,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    rmSync(dirname(video.path), { recursive: true, force: true });
  }
}
