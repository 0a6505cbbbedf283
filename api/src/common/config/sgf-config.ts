import { parseWhole } from './config-values';
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

export function parseSgfSettings(env: NodeJS.ProcessEnv): SgfSettings {
  return {
    maxNodes:
      parseWhole('SGF_MAX_NODES', env.SGF_MAX_NODES, 100, 1_000_000) ??
      DEFAULT_SGF_SETTINGS.maxNodes,
  };
}
