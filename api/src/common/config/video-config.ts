/** The video conversions' limits and job queue (read once at boot, app-config.ts). */
export interface VideoSettings {
  /** the largest upload accepted (VIDEO_MAX_BYTES), bytes */
  maxBytes: number;
  /** conversions run at once by this instance (VIDEO_WORKERS); 0 runs none here */
  workers: number;
  /** a processing job whose heartbeat is older than this goes back to pending (VIDEO_STALE_MS) */
  staleMs: number;
}

export const DEFAULT_VIDEO_SETTINGS: VideoSettings = {
  maxBytes: 2 * 1024 ** 3,
  workers: 1,
  staleMs: 60_000,
};
