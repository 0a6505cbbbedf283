import { parseWhole } from './config-values';
/**
 * What one client or one account may use of the shared server: crash reports, the video queue
 * and storage (read once at boot, app-config.ts; DEFAULT_USAGE_LIMITS when absent).
 */
export interface UsageLimits {
  /** POST /log reports accepted from one IP an hour (CLIENT_LOG_PER_IP_HOUR); more answer 429 */
  clientLogPerIpHour: number;
  /**
   * rows of the error log kept for client reports (CLIENT_LOG_MAX_ROWS), within its 100,000:
   * a flood of reports trims only older reports, never the server's own entries
   */
  clientLogMaxRows: number;
  /** the longest video converted, seconds (VIDEO_MAX_SECONDS) */
  videoMaxSeconds: number;
  /** the longest a conversion may run before it is stopped and failed, ms (VIDEO_JOB_MAX_MS) */
  videoJobMaxMs: number;
  /** video uploads of one account not submitted yet (VIDEO_UPLOADS_PER_USER) */
  videoUploadsPerUser: number;
  /**
   * bytes of one account's videos on the server (VIDEO_BYTES_PER_USER): its uploads by the
   * length announced at creation, submitted or not, until their conversion is deleted
   */
  videoBytesPerUser: number;
  /** records one SGF library upload may create (LIBRARY_GAMES_PER_UPLOAD) */
  libraryGamesPerUpload: number;
  /** records one account may keep in the SGF library (LIBRARY_GAMES_PER_USER) */
  libraryGamesPerUser: number;
}

const GIB = 1024 ** 3;
const HOUR_MS = 60 * 60_000;

export const DEFAULT_USAGE_LIMITS: UsageLimits = {
  clientLogPerIpHour: 60,
  clientLogMaxRows: 10_000,
  videoMaxSeconds: 4 * 60 * 60,
  videoJobMaxMs: 4 * HOUR_MS,
  videoUploadsPerUser: 5,
  videoBytesPerUser: 10 * GIB,
  libraryGamesPerUpload: 1000,
  libraryGamesPerUser: 10_000,
};

/** The limits from the environment, each validated; a default for each one unset. */
export function parseUsageLimits(env: NodeJS.ProcessEnv): UsageLimits {
  const read = (name: string, min: number, max: number, fallback: number) =>
    parseWhole(name, env[name], min, max) ?? fallback;
  const defaults = DEFAULT_USAGE_LIMITS;
  const manyBytes = Number.MAX_SAFE_INTEGER;
  return {
    clientLogPerIpHour: read('CLIENT_LOG_PER_IP_HOUR', 1, 100_000, defaults.clientLogPerIpHour),
    clientLogMaxRows: read('CLIENT_LOG_MAX_ROWS', 100, 50_000, defaults.clientLogMaxRows),
    videoMaxSeconds: read('VIDEO_MAX_SECONDS', 1, 7 * 24 * 3600, defaults.videoMaxSeconds),
    videoJobMaxMs: read('VIDEO_JOB_MAX_MS', 1000, 7 * 24 * HOUR_MS, defaults.videoJobMaxMs),
    videoUploadsPerUser: read('VIDEO_UPLOADS_PER_USER', 1, 1000, defaults.videoUploadsPerUser),
    videoBytesPerUser: read('VIDEO_BYTES_PER_USER', 1, manyBytes, defaults.videoBytesPerUser),
    libraryGamesPerUpload: read(
      'LIBRARY_GAMES_PER_UPLOAD',
      1,
      20_000,
      defaults.libraryGamesPerUpload,
    ),
    libraryGamesPerUser: read(
      'LIBRARY_GAMES_PER_USER',
      1,
      10_000_000,
      defaults.libraryGamesPerUser,
    ),
  };
}
