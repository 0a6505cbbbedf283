/** Limits on SGF records read from users and other sites (read once at boot, app-config.ts). */
export interface SgfSettings {
  /**
   * the most nodes (moves, set-ups, comments) one record may have (SGF_MAX_NODES); a real game
   * with its variations has hundreds, a commented review a few thousand
   */
  maxNodes: number;
}

export const DEFAULT_SGF_SETTINGS: SgfSettings = {
  maxNodes: 20_000,
};

/** app-config's reader of a whole number in a range: null when unset, ConfigError when bad. */
export type WholeNumberReader = (
  name: string,
  value: string | undefined,
  min: number,
  max: number,
) => number | null;

export function parseSgfSettings(env: NodeJS.ProcessEnv, whole: WholeNumberReader): SgfSettings {
  return {
    maxNodes:
      whole('SGF_MAX_NODES', env.SGF_MAX_NODES, 100, 1_000_000) ?? DEFAULT_SGF_SETTINGS.maxNodes,
  };
}
