import { Logger } from '@nestjs/common';
import { vi } from 'vitest';

/** Every line the application logs through Nest's Logger from now on (restored after the test). */
export function spyOnLogs(): () => string[] {
  const methods = ['log', 'error', 'warn', 'debug', 'verbose', 'fatal'] as const;
  const spies = methods.map((method) => vi.spyOn(Logger.prototype, method));
  return () => spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
}
