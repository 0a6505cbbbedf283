import { describe, expect, it } from 'vitest';
import { accountStatus } from './account-status';

describe('accountStatus', () => {
  const state = { activated: true, consented: true, deletionScheduled: false };

  it('is active only when activated, consented and not scheduled for deletion', () => {
    expect(accountStatus(state)).toBe('active');
    expect(accountStatus({ ...state, consented: false })).toBe('consent pending');
    expect(accountStatus({ ...state, activated: false })).toBe('activation pending');
    expect(accountStatus({ ...state, activated: false, consented: false })).toBe(
      'activation pending',
    );
  });

  it('says a deletion is scheduled before anything else', () => {
    expect(accountStatus({ ...state, deletionScheduled: true })).toBe('deletion scheduled');
    expect(accountStatus({ activated: false, consented: false, deletionScheduled: true })).toBe(
      'deletion scheduled',
    );
  });
});
