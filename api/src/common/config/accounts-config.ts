import type { BotsSettings } from './bots-config';
import type { BroadcastSettings } from './broadcast-config';
import type { DonateSettings } from './donate-config';
import type { PasswordHashCost } from './password-hash-config';
import type { PlaySocketSettings } from './play-socket-config';
import type { SgfSettings } from './sgf-config';
import type { UsageLimits } from './usage-limits-config';
import type { VideoSettings } from './video-config';

/** Where the accounts feature sends people and keeps files; read once at boot (app-config.ts). */
export interface AccountsConfig {
  /** Origin of links in e-mails, e.g. https://go.example.org; never taken from a request's Host. */
  publicUrl: string;
  /** SMTP server for e-mail (production); null writes each message to `outboxDir` as .eml. */
  smtpUrl: string | null;
  outboxDir: string;
  /** Avatars are kept under `${uploadsDir}/avatars`. */
  uploadsDir: string;
  /** Origins besides `publicUrl` allowed to send cookie-authenticated writes. */
  trustedOrigins: string[];
  /** Redis keeping the rate limits shared by every API instance; null counts in this process. */
  redisUrl: string | null;
  /** argon2 hashes and checks run at once (the others wait); default half the cores, at least 1. */
  passwordHashConcurrency?: number;
  /** PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES; DEFAULT_PASSWORD_HASH_COST when absent. */
  passwordHashCost?: PasswordHashCost;
  /**
   * The payment provider's settings (DonateModule reads them from here, the config every module
   * is given); absent means donations are not configured.
   */
  donate?: DonateSettings;
  /** How often (ms) the SGF addresses of broadcast boards are polled (BROADCAST_POLL_MS); 5000 when absent. */
  broadcastPollMs?: number;
  /**
   * BROADCAST_SGF_ALLOWED_NETWORKS, BROADCAST_SGF_PORTS, SSE_STREAMS_PER_IP;
   * DEFAULT_BROADCAST_SETTINGS when absent.
   */
  broadcasts?: BroadcastSettings;
  /** VIDEO_MAX_BYTES, VIDEO_WORKERS, VIDEO_STALE_MS; DEFAULT_VIDEO_SETTINGS when absent. */
  video?: VideoSettings;
  /** The play WebSocket's caps (PLAY_*); DEFAULT_PLAY_SOCKET_SETTINGS when absent. */
  playSocket?: PlaySocketSettings;
  /** BOT_GAMES_PER_ACCOUNT, BOT_QUEUE_HOLD_MS; DEFAULT_BOTS_SETTINGS when absent. */
  bots?: BotsSettings;
  /** SGF_MAX_NODES; DEFAULT_SGF_SETTINGS when absent. */
  sgf?: SgfSettings;
  /** Client reports, the video queue and per-user storage; DEFAULT_USAGE_LIMITS when absent. */
  usageLimits?: UsageLimits;
}

export const ACCOUNTS_CONFIG = Symbol('ACCOUNTS_CONFIG');
