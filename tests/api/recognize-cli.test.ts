import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVertex } from '@domain/play/vertex';
import { photoSet } from '@tests/factories/board-photos/photo-set';
import { renderBoardPhoto } from '@tests/factories/board-photos/render-photo';
import type { RenderedPhoto } from '@tests/factories/board-photos/types';
import { transpileCli } from './support/transpile-cli';

const ROOT = resolve(import.meta.dirname, '../..');

function run(command: string, args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code: code ?? -1, out, err }));
  });
}

function expectedLine(path: string, photo: RenderedPhoto) {
  const { boardSize, signs } = photo.truth;
  const vertices = (wanted: number) =>
    signs.flatMap((row, y) =>
      row.flatMap((sign, x) => (sign === wanted ? [formatVertex([x, y], boardSize)] : [])),
    );
  return { image: path, board_size: boardSize, black: vertices(1), white: vertices(-1) };
}

describe('npm run recognize -- <image> [image ...]', () => {
  let runDir: string;
  let imagesDir: string;
  let cli: string;
  const photos: { path: string; photo: RenderedPhoto }[] = [];

  beforeAll(async () => {
    await mkdir(join(ROOT, 'dist/cli-runs'), { recursive: true });
    runDir = await mkdtemp(join(ROOT, 'dist/cli-runs/recognize-'));
    imagesDir = await mkdtemp(join(tmpdir(), 'go-recognize-'));
    cli = await transpileCli(ROOT, 'api/src/cli/recognize.ts', runDir);
    const specs = photoSet(60);
    for (const index of [0, 2]) {
      const photo = await renderBoardPhoto(specs[index]);
      const path = join(imagesDir, `photo-${index}.png`);
      const { width, height, data } = photo.image;
      await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        raw: { width, height, channels: 4 },
      })
        .png()
        .toFile(path);
      photos.push({ path, photo });
    }
  }, 120_000);

  afterAll(async () => {
    await rm(imagesDir, { recursive: true, force: true });
    if (runDir) await rm(runDir, { recursive: true, force: true });
  });

  it('prints one JSON line per image with the stones as GTP vertices, and exits 0', async () => {
    const { code, out } = await run(process.execPath, [cli, ...photos.map(({ path }) => path)]);
    expect(code).toBe(0);
    const lines = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual(photos.map(({ path, photo }) => expectedLine(path, photo)));
  });

  it('reports an unreadable image, a missing file and an image with no board, goes on, and exits 1', async () => {
    const notImage = join(imagesDir, 'notes.png');
    await writeFile(notImage, 'not an image\n');
    const missing = join(imagesDir, 'missing.jpg');
    const blank = join(imagesDir, 'blank.png');
    await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8a6a4a' } })
      .png()
      .toFile(blank);
    const [first] = photos;
    const { code, out } = await run(process.execPath, [cli, notImage, missing, blank, first.path]);
    expect(code).toBe(1);
    const lines = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(4);
    for (const [line, path] of [
      [lines[0], notImage],
      [lines[1], missing],
    ] as const) {
      expect(Object.keys(line)).toEqual(['image', 'error']);
      expect(line.image).toBe(path);
      expect(String(line.error)).toMatch(/^The image could not be read: ./);
    }
    expect(lines[2]).toEqual({ image: blank, error: 'No Go board was found in the image' });
    expect(lines[3]).toEqual(expectedLine(first.path, first.photo));
  });

  it('prints its usage and exits 2 without an image', async () => {
    const { code, out, err } = await run(process.execPath, [cli]);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.trim()).toBe('Usage: npm run recognize -- <image> [image ...]');
  });
});
