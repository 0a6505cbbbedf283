import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * T-Bank's signature of a notification, as the provider documents it: the top-level fields
 * except Token and except nested objects and arrays (Data, Receipt), plus
 * `{ Password: <terminal password> }`, sorted by key, their values concatenated (booleans as
 * 'true'/'false', numbers as written, null as nothing), SHA-256, lowercase hex.
 */
export function notificationToken(fields: Readonly<Record<string, unknown>>, password: string) {
  const signed: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'Token' || key === 'Password') continue;
    const text = scalarText(value);
    if (text !== undefined) signed[key] = text;
  }
  // Added last: a Password the body carries can never stand in for the secret.
  signed.Password = password;
  // Sorted by UTF-16 code units, as the provider's own examples (PHP's ksort) order the keys.
  const keys = Object.keys(signed).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(keys.map((key) => signed[key]).join(''), 'utf8')
    .digest('hex');
}

/** Whether the notification's Token is the one its fields and the password make (constant time). */
export function hasValidToken(
  fields: Readonly<Record<string, unknown>>,
  password: string,
): boolean {
  const given = fields.Token;
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(notificationToken(fields, password), 'utf8');
  const actual = Buffer.from(given.toLowerCase(), 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A top-level value as the signature reads it; undefined for nested objects and arrays. */
function scalarText(value: unknown): string | undefined {
  if (value === null) return '';
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    default:
      return undefined;
  }
}
