import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasValidToken, notificationToken } from './notification-token';

/** The provider's documented notification example (its fields; the password is ours). */
const NOTIFICATION = {
  TerminalKey: 'TinkoffBankTest',
  OrderId: '21050',
  Success: true,
  Status: 'AUTHORIZED',
  PaymentId: '13660',
  ErrorCode: '0',
  Amount: 100000,
  CardId: '322264',
  Pan: '430000******0777',
  ExpDate: '1122',
};
const PASSWORD = 'TestPassword';

// Written out by hand: the values in key order Amount, CardId, ErrorCode, ExpDate, OrderId, Pan,
// Password, PaymentId, Status, Success, TerminalKey.
const CONCATENATED =
  '100000' + '322264' + '0' + '1122' + '21050' + '430000******0777' + 'TestPassword' + '13660';
const SIGNED_TEXT = CONCATENATED + 'AUTHORIZED' + 'true' + 'TinkoffBankTest';
// printf '%s' "$SIGNED_TEXT" | sha256sum
const KNOWN_TOKEN = '0d56e3f2c35a91e1f354a46a73921e558254d8fbadf9ae7cf88595789e5143b2';

describe('notificationToken', () => {
  it('is SHA-256 of the sorted values with the password, matching a vector computed apart', () => {
    expect(createHash('sha256').update(SIGNED_TEXT).digest('hex')).toBe(KNOWN_TOKEN);
    expect(notificationToken(NOTIFICATION, PASSWORD)).toBe(KNOWN_TOKEN);
  });

  it('leaves out Token itself, nested objects and arrays', () => {
    const withExtras = {
      ...NOTIFICATION,
      Token: 'anything',
      Data: { Source: 'cards', Nested: 1 },
      Receipt: { Items: [{ Name: 'Donation' }] },
      Tags: ['a', 'b'],
    };
    expect(notificationToken(withExtras, PASSWORD)).toBe(KNOWN_TOKEN);
  });

  it('never signs a Password the body carries: the configured password is the one signed', () => {
    expect(notificationToken({ ...NOTIFICATION, Password: 'ChosenByTheSender' }, PASSWORD)).toBe(
      KNOWN_TOKEN,
    );
  });

  it('reads booleans as true/false and sorts the keys by code units (capitals first)', () => {
    // Amount, Password, Success, b: 'b' (98) sorts after every capital letter.
    const expected = createHash('sha256')
      .update('1' + 'p' + 'false' + 'x')
      .digest('hex');
    expect(notificationToken({ b: 'x', Success: false, Amount: 1 }, 'p')).toBe(expected);
    expect(notificationToken({ Success: false, Amount: 1, b: 'x' }, 'p')).toBe(expected);
  });
});

describe('hasValidToken', () => {
  const signed = { ...NOTIFICATION, Token: KNOWN_TOKEN };

  it('accepts the right token, in either case of its hex digits', () => {
    expect(hasValidToken(signed, PASSWORD)).toBe(true);
    expect(hasValidToken({ ...signed, Token: KNOWN_TOKEN.toUpperCase() }, PASSWORD)).toBe(true);
  });

  it('refuses a changed field, another password, a missing or malformed token', () => {
    expect(hasValidToken({ ...signed, Amount: 100001 }, PASSWORD)).toBe(false);
    expect(hasValidToken({ ...signed, Status: 'CONFIRMED' }, PASSWORD)).toBe(false);
    expect(hasValidToken(signed, 'OtherPassword')).toBe(false);
    expect(hasValidToken(NOTIFICATION, PASSWORD)).toBe(false);
    expect(hasValidToken({ ...signed, Token: KNOWN_TOKEN.slice(1) }, PASSWORD)).toBe(false);
    expect(hasValidToken({ ...signed, Token: 42 }, PASSWORD)).toBe(false);
  });

  it('refuses a forgery signed with a Password field of its own (the terminal key is public)', () => {
    const chosen = 'ChosenByTheSender';
    const forgedText = SIGNED_TEXT.replace(PASSWORD, chosen);
    const forged = {
      ...NOTIFICATION,
      Amount: 100000,
      Password: chosen,
      Token: createHash('sha256').update(forgedText).digest('hex'),
    };
    expect(hasValidToken(forged, PASSWORD)).toBe(false);
  });
});
