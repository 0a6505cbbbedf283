import type { Provider } from '@nestjs/common';
import { ACCOUNTS_CONFIG, type AccountsConfig } from './accounts-config';
import { DEFAULT_USAGE_LIMITS, type UsageLimits } from './usage-limits-config';

/** The UsageLimits read at boot, for the modules that apply them. */
export const USAGE_LIMITS = Symbol('USAGE_LIMITS');

export const usageLimitsProvider: Provider = {
  provide: USAGE_LIMITS,
  useFactory: (config: AccountsConfig): UsageLimits => config.usageLimits ?? DEFAULT_USAGE_LIMITS,
  inject: [ACCOUNTS_CONFIG],
};
