import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@domain/account';
import { ApiFailure } from './profile-api';
import { fieldOf, validationKeyOf } from './validation-key';

describe('API validation answers', () => {
  it('finds the rule a 400 quotes and the field it is about', () => {
    const failure = new ApiFailure(
      400,
      'INVALID_FIELD',
      VALIDATION_MESSAGES.nameInvalid,
      'LastName',
    );
    expect(validationKeyOf(failure)).toBe('nameInvalid');
    expect(fieldOf(failure, 'nameInvalid')).toBe('lastName');
  });

  it('puts an invalid date on the birthday', () => {
    const failure = new ApiFailure(400, 'INVALID_DATE', 'Invalid date', null);
    expect(validationKeyOf(failure)).toBe('invalidDate');
    expect(fieldOf(failure, 'invalidDate')).toBe('birthday');
  });

  it('reads the server code for an e-mail of bad form as the e-mail rule', () => {
    const failure = new ApiFailure(400, 'INVALID_FIELD', 'email format is invalid', 'email');
    expect(validationKeyOf(failure)).toBe('emailInvalid');
    expect(fieldOf(failure, 'emailInvalid')).toBe('email');
  });

  it('knows nothing of other failures', () => {
    expect(validationKeyOf(new ApiFailure(500, null, 'Internal', null))).toBeNull();
    expect(validationKeyOf(new ApiFailure(400, 'INVALID_FIELD', 'Something else', 'x'))).toBeNull();
  });
});
