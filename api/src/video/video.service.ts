import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import {
  VIDEO_UPLOAD_PATH,
  type VideoConversion,
  type VideoConversionList,
  type VideoFormats,
  type VideoStatistics,
  type VideoUploadTarget,
} from '@sync/contract/video';
import type { UsageLimits } from '../common/config/usage-limits-config';
import { USAGE_LIMITS } from '../common/config/usage-limits.provider';
import type { VideoSettings } from '../common/config/video-config';
import { ApiError } from '../common/errors/api-error';
import { probeVideo } from './conversion/probe-video';
import { videoTooLongMessage } from './conversion/video-limits';
import { VideoConversionRow } from './video-conversion.entity';
import { readableFormats, type ReadableFormats, extensionOf } from './video-formats';
import { videoConversionOf } from './video-mapping';
import { videoStatistics } from './video-statistics';
import { VIDEO_SETTINGS } from './video-settings';
import { uploadIdOf, VideoUploads } from './video-uploads';
import { VideoWorker } from './video-worker';

const NAME_LENGTH = 200;
const FILENAME_LENGTH = 255;
/** ffprobe reads a file's header in well under a second; one that takes longer is left to the job. */
const PROBE_TIMEOUT_MS = 10_000;

/** The name as stored: no control characters, spaces trimmed, cut to its column. */
export function cleanText(text: string, length: number): string {
  return [...text]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, length);
}

/** A user's videos: formats, where to upload, submitting a finished upload, the list. */
@Injectable()
export class VideoService {
  private formatsRead: Promise<ReadableFormats> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly uploads: VideoUploads,
    private readonly worker: VideoWorker,
    @Inject(VIDEO_SETTINGS) private readonly settings: VideoSettings,
    @Inject(USAGE_LIMITS) private readonly limits: UsageLimits,
  ) {}

  /** What ffmpeg here reads, asked once per process. */
  async formats(): Promise<VideoFormats> {
    this.formatsRead ??= readableFormats();
    const { extensions, containers, codecs } = await this.formatsRead;
    return { Formats: extensions, MaxSize: this.settings.maxBytes, containers, codecs };
  }

  /** 400 'Invalid request data' without a filename; 400 for an extension not accepted. */
  async checkFilename(filename: string | null | undefined): Promise<string> {
    const name = cleanText(filename ?? '', FILENAME_LENGTH);
    if (!name) throw new ApiError('invalidRequestData');
    const { Formats } = await this.formats();
    if (!Formats.includes(extensionOf(name))) throw new ApiError('fileFormatNotAllowed');
    return name;
  }

  async uploadTarget(filename: string | undefined): Promise<VideoUploadTarget> {
    return {
      protocol: 'tus',
      uploadUrl: VIDEO_UPLOAD_PATH,
      filename: await this.checkFilename(filename),
      maxBytes: this.settings.maxBytes,
    };
  }

  /**
   * Queues the conversion of a finished upload of the user's: 400 without a name, for an upload
   * that is unknown, another user's or not finished; 409 when it is submitted already; 413
   * VIDEO_TOO_LONG (the upload removed) for a video over VIDEO_MAX_SECONDS, when ffprobe can tell
   * (a file it can't read goes to the queue, whose job says why).
   */
  async submit(
    userId: number,
    upload: string | undefined,
    name: string | undefined,
  ): Promise<VideoConversion> {
    const cleanName = cleanText(name ?? '', NAME_LENGTH);
    if (!cleanName) throw new ApiError('invalidRequestData');
    const id = uploadIdOf(upload ?? '');
    const found = id ? await this.uploads.find(id) : null;
    if (!id || !found || found.ownerId !== userId) throw new ApiError('videoUploadNotFound');
    if (found.offset < found.size || found.size === 0) throw new ApiError('videoUploadUnfinished');
    const em = this.em.fork();
    if (await em.count(VideoConversionRow, { uploadId: id })) {
      throw new ApiError('videoAlreadySubmitted');
    }
    await this.refuseTooLong(id);
    const row = em.create(VideoConversionRow, {
      userId,
      name: cleanName,
      filename: cleanText(found.filename, FILENAME_LENGTH) || id,
      uploadId: id,
      size: found.size,
      status: 'pending',
      progress: 0,
      claims: 0,
      submittedAt: new Date(),
    });
    try {
      await em.flush();
    } catch (error) {
      // two submits of one upload at once: the unique upload id lets one in
      if (await this.em.fork().count(VideoConversionRow, { uploadId: id })) {
        throw new ApiError('videoAlreadySubmitted');
      }
      throw error;
    }
    this.worker.wake();
    return videoConversionOf(row);
  }

  private async refuseTooLong(id: string): Promise<void> {
    const maxSeconds = this.limits.videoMaxSeconds;
    const probe = await probeVideo(
      this.uploads.pathOf(id),
      AbortSignal.timeout(PROBE_TIMEOUT_MS),
    ).catch(() => null);
    if (!probe || probe.durationSeconds <= maxSeconds) return;
    await this.uploads.remove(id);
    throw new ApiError('videoTooLong', { message: videoTooLongMessage(maxSeconds) });
  }

  async list(userId: number): Promise<VideoConversionList> {
    const rows = await this.em
      .fork()
      .find(VideoConversionRow, { userId }, { orderBy: { submittedAt: 'desc', id: 'desc' } });
    return rows.map(videoConversionOf);
  }

  /**
   * Removes a conversion of the user's that is not being converted, then its video file: 404 for
   * an unknown id or another user's, 409 while processing. The delete is conditional on the row
   * as it was read, so a worker claiming it meanwhile makes it a 409, never a half-removed job.
   */
  async remove(userId: number, id: number): Promise<void> {
    const em = this.em.fork();
    const row = await em.findOne(VideoConversionRow, { id, userId }, { disableIdentityMap: true });
    if (!row) throw new ApiError('videoConversionNotFound');
    if (row.status === 'processing') throw new ApiError('videoBeingConverted');
    const removed = await em.nativeDelete(VideoConversionRow, {
      id,
      userId,
      status: row.status,
      claims: row.claims,
    });
    if (removed !== 1) {
      const now = await em.findOne(VideoConversionRow, { id }, { disableIdentityMap: true });
      throw new ApiError(now ? 'videoBeingConverted' : 'videoConversionNotFound');
    }
    await this.uploads.remove(row.uploadId);
  }

  statistics(userId: number | null): Promise<VideoStatistics> {
    return videoStatistics(this.em.fork(), userId);
  }
}
