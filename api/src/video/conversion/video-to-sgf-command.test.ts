import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderGameVideo } from '@tests/factories/board-videos/render-video';
import { convertVideo } from './convert-video';
import { runVideoToSgf, VIDEO_TO_SGF_USAGE } from './video-to-sgf-command';

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    output: {
      log: (line: string) => lines.log.push(line),
      error: (line: string) => lines.error.push(line),
    },
  };
}

describe('video-to-sgf command', () => {
  it('writes the SGF of a filmed game and prints a one-line summary', async () => {
    const video = await renderGameVideo({ boardSize: 9, moves: 8, seed: 5 });
    const out = join(mkdtempSync(join(tmpdir(), 'video-to-sgf-')), 'game.sgf');
    const { lines, output } = capture();
    expect(await runVideoToSgf([video.path, out], convertVideo, output)).toBe(0);
    expect(lines.error).toEqual([]);
    expect(lines.log).toHaveLength(1);
    expect(lines.log[0]).toMatch(
      new RegExp(
        `^${out}: 8 moves, 0 skipped changes, 9x9, \\d+\\.\\d s of video converted in \\d+\\.\\d s$`,
      ),
    );
    expect(readFileSync(out, 'utf8')).toContain('SZ[9]');
  }, 60_000);

  it('says why and answers 1 for a file that is not a video', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'video-to-sgf-'));
    const text = join(folder, 'notes.mp4');
    writeFileSync(text, 'not a video');
    const { lines, output } = capture();
    expect(await runVideoToSgf([text, join(folder, 'out.sgf')], convertVideo, output)).toBe(1);
    expect(lines.error).toEqual([`${text}: The file is not a video`]);
    expect(lines.log).toEqual([]);
  });

  it('shows its usage and answers 1 without a video and an output file', async () => {
    const { lines, output } = capture();
    expect(await runVideoToSgf(['only-one.mp4'], convertVideo, output)).toBe(1);
    expect(lines.error).toEqual([VIDEO_TO_SGF_USAGE]);
  });
});
