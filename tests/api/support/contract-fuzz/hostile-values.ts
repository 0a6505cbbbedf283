export { seededRandom } from '@tests/factories/board-videos/seeded-random';

export function pick<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  }
  return chosen;
}

function deepObject(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** Values of a JSON body field: control characters, huge, wrong types, look-alikes, deep. */
export const HOSTILE_JSON_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  'line\u0001\u001f\u007f',
  'x'.repeat(100_000),
  'аdmin', // a Cyrillic а
  'admin\u200b',
  '\u202eevil',
  '\ud800',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '',
  ' ',
  '2024-13-45',
  -1,
  0,
  1.5,
  -1e308,
  1e308,
  2 ** 53 + 2,
  true,
  null,
  [],
  [1, 'two', null],
  {},
  { unknown: 'field' },
  deepObject(40),
  Array.from({ length: 5_000 }, (_, i) => i),
];

/** Values of a path or query parameter, as text (URL-encoded when sent). */
export const HOSTILE_PARAMETER_VALUES: readonly string[] = [
  '\u0000',
  'a\u0001',
  'x'.repeat(8_000),
  'аdmin',
  '\u200b',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  '-99999999999999999999',
  'NaN',
  '[]',
  '{}',
  '../..',
  "' or 1=1 --",
  '%00',
  '',
];

/** Whole bodies in place of the document's (raw JSON text, some of it malformed). */
export const HOSTILE_RAW_BODIES: readonly string[] = [
  '{"__proto__":{"isAdmin":true,"roles":["admin"]}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '[]',
  '"text"',
  '123',
  'null',
  '{"a":',
  JSON.stringify(deepObject(200)),
  JSON.stringify({ text: '\u0000', message: '\u0000', name: '\u0000', value: -1 }),
];
