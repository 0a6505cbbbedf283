import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Metadata, Server } from '@tus/server';
import { VIDEO_UPLOAD_PATH } from '@sync/contract/video';

/** A tus upload as the API reads it: whose it is and how far it got. */
export interface VideoUpload {
  id: string;
  ownerId: number | null;
  filename: string;
  /** bytes announced at creation */
  size: number;
  /** bytes received */
  offset: number;
}

/** What @tus/file-store writes to `<id>.json`. */
interface UploadInfo {
  size?: number;
  creation_date?: string;
  metadata?: Record<string, string | null>;
}

/** tus' upload ids: 16 random bytes in hex (its default naming). */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The id in an upload's URL (or the id itself); null when it cannot be one. */
export function uploadIdOf(uploadOrUrl: string): string | null {
  const last = uploadOrUrl.trim().replace(/\/+$/, '').split('/').pop() ?? '';
  return UPLOAD_ID.test(last) ? last : null;
}

/**
 * The resumable uploads of videos (tus, @tus/server with @tus/file-store) under
 * `${uploadsDir}/video`: the file by its upload id and `<id>.json` with its length and metadata,
 * where the server records the owner (`owner`, a user id) and the file's name (`filename`).
 */
export class VideoUploads {
  readonly dir: string;
  readonly store: FileStore;
  readonly tus: Server;

  constructor(uploadsDir: string, maxBytes: number) {
    this.dir = join(uploadsDir, 'video');
    this.store = new FileStore({ directory: this.dir });
    this.tus = new Server({
      path: VIDEO_UPLOAD_PATH,
      datastore: this.store,
      maxSize: maxBytes,
      relativeLocation: true,
      // An upload is finished once; the owner may still cancel one under way.
      disableTerminationForFinishedUploads: true,
    });
  }

  /** The metadata the server keeps for a new upload: the owner and the file's name, nothing else. */
  static metadataHeader(ownerId: number, filename: string): string {
    return Metadata.stringify({ owner: String(ownerId), filename });
  }

  /** The filename a client gave in its Upload-Metadata header; null without one or when unreadable. */
  static filenameOf(header: string | undefined): string | null {
    if (!header) return null;
    try {
      return Metadata.parse(header).filename?.trim() || null;
    } catch {
      return null;
    }
  }

  pathOf(id: string): string {
    return join(this.dir, id);
  }

  /** The upload, or null when there is none with this id. */
  async find(id: string): Promise<VideoUpload | null> {
    if (!UPLOAD_ID.test(id)) return null;
    try {
      const upload = await this.store.getUpload(id);
      const owner = Number(upload.metadata?.owner);
      return {
        id,
        ownerId: Number.isInteger(owner) ? owner : null,
        filename: upload.metadata?.filename ?? '',
        size: upload.size ?? 0,
        offset: upload.offset,
      };
    } catch {
      return null;
    }
  }

  /** Every upload of the owner on the server (submitted or not), by the metadata tus keeps. */
  async ownedBy(ownerId: number): Promise<{ id: string; size: number }[]> {
    const owned: { id: string; size: number }[] = [];
    for (const id of await this.ids()) {
      const info = await this.infoOf(id);
      if (info?.metadata?.owner === String(ownerId)) owned.push({ id, size: info.size ?? 0 });
    }
    return owned;
  }

  /** The ids of uploads created before `before`, by the creation date tus recorded. */
  async createdBefore(before: Date): Promise<string[]> {
    const ids: string[] = [];
    for (const id of await this.ids()) {
      const created = Date.parse((await this.infoOf(id))?.creation_date ?? '');
      if (created < before.getTime()) ids.push(id);
    }
    return ids;
  }

  /** Removes the file and its metadata; one already gone is fine. */
  async remove(id: string): Promise<void> {
    if (!UPLOAD_ID.test(id)) return;
    await Promise.all([
      rm(this.pathOf(id), { force: true }),
      rm(`${this.pathOf(id)}.json`, { force: true }),
    ]);
  }

  /** The uploads' ids, by their `<id>.json` files. */
  private async ids(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .map((name) => name.replace(/\.json$/, ''))
      .filter((id, i) => id !== names[i] && UPLOAD_ID.test(id));
  }

  /** What tus recorded of an upload; null when it is gone or unreadable. */
  private async infoOf(id: string): Promise<UploadInfo | null> {
    try {
      return JSON.parse(await readFile(`${this.pathOf(id)}.json`, 'utf8')) as UploadInfo;
    } catch {
      return null;
    }
  }
}
