import { parseWhole } from './config-values';
/** The bots' limits (read once at boot, app-config.ts). */
export interface BotsSettings {
  /** unfinished games against the bots one account may have at once (BOT_GAMES_PER_ACCOUNT) */
  gamesPerAccount: number;
  /**
   * the longest a bot's clock stands still while its move waits for an engine, ms
   * (BOT_QUEUE_HOLD_MS); after that the clock runs again, waiting or not
   */
  queueHoldMs: number;
}

export const DEFAULT_BOTS_SETTINGS: BotsSettings = {
  gamesPerAccount: 3,
  queueHoldMs: 5 * 60 * 1000,
};

/** BOT_GAMES_PER_ACCOUNT (1 to 1000) and BOT_QUEUE_HOLD_MS (0 to a day); the defaults when unset. */
export function parseBotsSettings(env: NodeJS.ProcessEnv): BotsSettings {
  const defaults = DEFAULT_BOTS_SETTINGS;
  return {
    gamesPerAccount:
      parseWhole('BOT_GAMES_PER_ACCOUNT', env.BOT_GAMES_PER_ACCOUNT, 1, 1000) ??
      defaults.gamesPerAccount,
    queueHoldMs:
      parseWhole('BOT_QUEUE_HOLD_MS', env.BOT_QUEUE_HOLD_MS, 0, 86_400_000) ?? defaults.queueHoldMs,
  };
}
