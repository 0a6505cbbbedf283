import { parseWhole } from './config-values';

/** The cost of one argon2id hash of a new password (read once at boot, app-config.ts). */
export interface PasswordHashCost {
  /** KiB of memory per hash (PASSWORD_HASH_MEMORY_KIB) */
  memoryKib: number;
  /** passes over that memory (PASSWORD_HASH_PASSES) */
  passes: number;
}

/** argon2's own defaults (64 MiB, 3 passes), above OWASP's minimum. */
export const DEFAULT_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 65_536, passes: 3 };

/** OWASP's equivalent smallest argon2id settings: below all of them the server warns at start. */
export const OWASP_MINIMUM_PASSWORD_HASH_COSTS: readonly PasswordHashCost[] = [
  { memoryKib: 47_104, passes: 1 },
  { memoryKib: 19_456, passes: 2 },
  { memoryKib: 12_288, passes: 3 },
  { memoryKib: 9_216, passes: 4 },
  { memoryKib: 7_168, passes: 5 },
];

export function parsePasswordHashCost(env: NodeJS.ProcessEnv): PasswordHashCost {
  return {
    memoryKib:
      parseWhole('PASSWORD_HASH_MEMORY_KIB', env.PASSWORD_HASH_MEMORY_KIB, 1024, 4_194_304) ??
      DEFAULT_PASSWORD_HASH_COST.memoryKib,
    passes:
      parseWhole('PASSWORD_HASH_PASSES', env.PASSWORD_HASH_PASSES, 1, 20) ??
      DEFAULT_PASSWORD_HASH_COST.passes,
  };
}

/** Whether a cost is below every one of OWASP's minimums (fit for tests only). */
export function isWeakPasswordHashCost(cost: PasswordHashCost): boolean {
  return !OWASP_MINIMUM_PASSWORD_HASH_COSTS.some(
    (minimum) => cost.memoryKib >= minimum.memoryKib && cost.passes >= minimum.passes,
  );
}
