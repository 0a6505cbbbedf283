import { Inject, Injectable } from '@nestjs/common';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { extensionOf, mimeOfExtension, type AvatarMime } from './avatar-formats';

/** What a stored avatar file's name must look like: `<userId>-<epoch ms>.<ext>`. */
const AVATAR_FILE_NAME = /^(\d+)-(\d+)\.([a-z]+)$/;

export interface StoredAvatar {
  content: Buffer;
  mime: AvatarMime;
}

/** Avatar files under `${uploadsDir}/avatars`; the database keeps only each file's name. */
@Injectable()
export class AvatarStorage {
  private readonly dir: string;

  constructor(@Inject(ACCOUNTS_CONFIG) config: AccountsConfig) {
    this.dir = join(config.uploadsDir, 'avatars');
  }

  /** Writes a new file (never over an old one) and returns its name. */
  async save(userId: number, mime: AvatarMime, content: Uint8Array): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    for (let time = Date.now(); ; time += 1) {
      const name = `${userId}-${time}.${extensionOf(mime)}`;
      try {
        await writeFile(join(this.dir, name), content, { flag: 'wx', mode: 0o644 });
        return name;
      } catch (error) {
        if (!isErrorCode(error, 'EEXIST')) throw error;
      }
    }
  }

  async read(name: string): Promise<StoredAvatar | null> {
    const mime = mimeOfName(name);
    if (!mime) return null;
    try {
      return { content: await readFile(join(this.dir, name)), mime };
    } catch (error) {
      if (isErrorCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  /** Removes a file; one already gone (or a name that could not be ours) is fine. */
  async remove(name: string | null): Promise<void> {
    if (!name || !mimeOfName(name)) return;
    try {
      await unlink(join(this.dir, name));
    } catch (error) {
      if (!isErrorCode(error, 'ENOENT')) throw error;
    }
  }
}

function mimeOfName(name: string): AvatarMime | null {
  const match = AVATAR_FILE_NAME.exec(name);
  return match ? mimeOfExtension(match[3]) : null;
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
