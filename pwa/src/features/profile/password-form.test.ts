import { describe, expect, it } from 'vitest';
import { validatePasswords } from './password-form';

describe('the password change form', () => {
  it('accepts the current password and a new one of 8 characters typed twice', () => {
    expect(validatePasswords({ current: 'old', next: '12345678', repeat: '12345678' })).toEqual({});
  });

  it('asks for the current password, a long enough new one and the same one again', () => {
    expect(validatePasswords({ current: '', next: '1234567', repeat: '1234568' })).toEqual({
      current: 'currentRequired',
      next: 'passwordTooShort',
      repeat: 'passwordsDoNotMatch',
    });
  });
});
