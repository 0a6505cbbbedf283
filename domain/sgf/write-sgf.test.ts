import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from '@sabaki/sgf';
import { describe, expect, it } from 'vitest';
import { writeSgf } from './write-sgf';

const FIXTURES = join(import.meta.dirname, '../../tests/fixtures/sgf');

const RECORDS = [
  '(;GM[1]SZ[19])',
  '(;GM[1]FF[4]SZ[9]C[a \\] bracket \\\\ and a backslash];B[ee];W[cc](;B[gg])(;B[gc];W[cg](;B[dd])))',
  '(;GM[1]SZ[9];B[aa])(;GM[1]SZ[13]HA[2]AB[dd][jj];W[gg])',
  '(;GM[1]SZ[19]AB[aa:cc]LB[dd:A][ee:B];B[];W[tt]lower[kept out])',
  ...readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.sgf'))
    .map((name) => readFileSync(join(FIXTURES, name), 'utf8')),
];

describe('writeSgf', () => {
  it.each(RECORDS.map((text) => [text.slice(0, 40), text]))(
    'writes %s exactly as @sabaki/sgf does',
    (_name, text) => {
      const trees = parse(text);
      expect(writeSgf(trees)).toBe(stringify(trees));
    },
  );

  it('writes a line of 20,000 moves, which sabaki’s recursion cannot', () => {
    const moves = Array.from({ length: 20_000 }, (_, n) => `;${n % 2 ? 'W' : 'B'}[aa]`).join('');
    const trees = parse(`(;GM[1]SZ[19]${moves})`);
    expect(() => stringify(trees)).toThrow(RangeError);
    const written = writeSgf(trees);
    expect(written.split('\n').filter((line) => line.trimStart().startsWith(';'))).toHaveLength(
      20_001,
    );
    let depth = 0;
    for (let node = parse(written)[0]; node.children[0]; node = node.children[0]) depth += 1;
    expect(depth).toBe(20_000);
  });
});
