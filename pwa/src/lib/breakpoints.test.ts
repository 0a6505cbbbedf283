import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE_QUERY } from './breakpoints';

const STYLES_ROOT = join(import.meta.dirname, '..');
const BREAKPOINTS_FILE = join(STYLES_ROOT, 'styles', 'breakpoints.css');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

function customMedia(name: string): string | undefined {
  const css = readFileSync(BREAKPOINTS_FILE, 'utf8');
  return new RegExp(`@custom-media --${name} ([^;]+);`).exec(css)?.[1];
}

describe('breakpoints', () => {
  it('are the spec’s 768 px in general and 900 px for the menu', () => {
    expect(customMedia('phone')).toBe('(max-width: 767px)');
    expect(customMedia('wide')).toBe('(min-width: 768px)');
    expect(customMedia('menu-burger')).toBe('(max-width: 899px)');
    expect(customMedia('menu-bar')).toBe('(min-width: 900px)');
  });

  it('gives scripts the same phone query as the CSS', () => {
    expect(PHONE_QUERY).toBe(customMedia('phone'));
  });

  it('are written in one file: every other media query names one', () => {
    const widthsElsewhere = cssFiles(STYLES_ROOT)
      .filter((file) => file !== BREAKPOINTS_FILE)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/@media[^{]*\d+px[^{]*/g)].map(
          (match) => `${relative(STYLES_ROOT, file)}: ${match[0].trim()}`,
        ),
      );
    expect(widthsElsewhere).toEqual([]);
  });

  it('are named only as defined (a misspelt name would match nothing)', () => {
    const defined = new Set(
      [...readFileSync(BREAKPOINTS_FILE, 'utf8').matchAll(/@custom-media (--[\w-]+)/g)].map(
        (match) => match[1],
      ),
    );
    const unknown = cssFiles(STYLES_ROOT).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media \((--[\w-]+)\)/g)]
        .map((match) => match[1])
        .filter((name) => !defined.has(name))
        .map((name) => `${relative(STYLES_ROOT, file)}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
