import type { BroadcastSettings } from './broadcast-config';
import type { DonateSettings } from './donate-config';
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
}

export const ACCOUNTS_CONFIG = Symbol('ACCOUNTS_CONFIG');
