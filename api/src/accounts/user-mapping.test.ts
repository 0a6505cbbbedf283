import { describe, expect, it } from 'vitest';
import { BOT_ROLES } from '../play/challenges/bot-accounts';
import { User } from './entities/user.entity';
import { loginTypeOf, statusOf } from './user-mapping';

function user(fields: Partial<User>): User {
  return Object.assign(new User(), fields);
}

describe('user mapping', () => {
  it("gives a bot's account the login type 'bot' and a person's 'local'", () => {
    expect(loginTypeOf(user({ roles: BOT_ROLES }))).toBe('bot');
    expect(loginTypeOf(user({ roles: 'user,admin' }))).toBe('local');
  });

  it('reads the status from activation, consent and a scheduled deletion', () => {
    const consented = new Date('2024-01-01T00:00:00Z');
    expect(statusOf(user({ status: 'active', consentDate: consented }))).toBe('active');
    expect(statusOf(user({ status: 'active', consentDate: null }))).toBe('consent pending');
    expect(statusOf(user({ status: 'pending' }))).toBe('activation pending');
    expect(statusOf(user({ status: 'deleted', deletionScheduledAt: consented }))).toBe(
      'deletion scheduled',
    );
  });
});
