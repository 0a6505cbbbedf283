import { type DynamicModule, Global, Module } from '@nestjs/common';
import { MailService } from '../mail/mail.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../common/config/accounts-config';
import { AuthGuard } from './auth/auth.guard';
import { CredentialsService } from './auth/credentials.service';
import { PasswordHasher } from './auth/password-hasher';
import { SessionService } from './auth/session.service';
import { OpenStreams } from './security/open-streams';
import { RateLimitService } from './security/rate-limit.service';

/**
 * What every accounts module uses: sessions, the guard, password hashing and checking, rate
 * limits (and the open streams per IP), mail, the config.
 */
@Global()
@Module({})
export class AccountsCoreModule {
  static forConfig(config: AccountsConfig): DynamicModule {
    const providers = [
      { provide: ACCOUNTS_CONFIG, useValue: config },
      SessionService,
      PasswordHasher,
      AuthGuard,
      CredentialsService,
      MailService,
      RateLimitService,
      OpenStreams,
    ];
    return { module: AccountsCoreModule, providers, exports: providers.map(tokenOf) };
  }
}

function tokenOf(provider: { provide: symbol } | (abstract new (...args: never[]) => unknown)) {
  return 'provide' in provider ? provider.provide : provider;
}
