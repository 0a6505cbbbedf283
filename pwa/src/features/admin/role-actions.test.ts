import { describe, expect, it } from 'vitest';
import { roleActionOf, rolesAfter } from './role-actions';

describe('the role actions of the users tab', () => {
  it('offers giving a role the account lacks and taking one it has', () => {
    expect(roleActionOf(['user'], 'admin')).toBe('grant');
    expect(roleActionOf(['user', 'admin'], 'admin')).toBe('revoke');
    expect(roleActionOf(['user', 'admin'], 'broadcaster')).toBe('grantBroadcaster');
    expect(roleActionOf(['user', 'broadcaster'], 'broadcaster')).toBe('revokeBroadcaster');
    expect(roleActionOf(['user', 'broadcaster'], 'admin')).toBe('grant');
  });

  it('changes only the role of the action and keeps the others', () => {
    expect(rolesAfter('grant', ['user'])).toEqual(['user', 'admin']);
    expect(rolesAfter('grantBroadcaster', ['user', 'admin'])).toEqual([
      'user',
      'admin',
      'broadcaster',
    ]);
    expect(rolesAfter('revoke', ['user', 'admin', 'broadcaster'])).toEqual(['user', 'broadcaster']);
    expect(rolesAfter('revokeBroadcaster', ['user', 'admin', 'broadcaster'])).toEqual([
      'user',
      'admin',
    ]);
    expect(rolesAfter('grantBroadcaster', ['user', 'broadcaster'])).toEqual([
      'user',
      'broadcaster',
    ]);
  });
});
