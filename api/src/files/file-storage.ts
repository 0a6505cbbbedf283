import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploaded files under `${uploadsDir}/feedback`, outside the web root (nothing serves that
 * directory; GET /file/{id} reads a file by its row). Names are random, never the sender's.
 */
export class FileStorage {
  readonly dir: string;

  constructor(uploadsDir: string) {
    this.dir = join(uploadsDir, 'feedback');
  }

  /** A fresh random name keeping the (checked, lower-case) extension. */
  static newName(extension: string): string {
    return `${randomBytes(16).toString('hex')}.${extension}`;
  }

  pathOf(name: string): string {
    return join(this.dir, name);
  }

  async write(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(this.pathOf(name), bytes, { flag: 'wx', mode: 0o600 });
  }

  /** The file's bytes as a stream, or null when it is not on disk. */
  async open(name: string): Promise<ReadStream | null> {
    const found = await stat(this.pathOf(name)).catch(() => null);
    return found?.isFile() ? createReadStream(this.pathOf(name)) : null;
  }

  /** Removes the file; one already gone is fine. */
  remove(name: string): Promise<void> {
    return rm(this.pathOf(name), { force: true });
  }
}
