import { describe, expect, it } from 'vitest';
import {
  hasControlCharacter,
  hasStrayControlCharacter,
  withoutStrayControlCharacters,
} from './control-characters';

describe('control characters', () => {
  it('finds any C0 control or DEL in a single-line text', () => {
    for (const text of ['a\u0000', '\tx', 'a\nb', '\r', '\u001b[0m', 'x\u007f']) {
      expect(hasControlCharacter(text)).toBe(true);
    }
    for (const text of ['', 'Ann Lee', 'Ёлкин 李 ☃', '\u0080\u00a0', '"%\'']) {
      expect(hasControlCharacter(text)).toBe(false);
    }
  });

  it('allows tabs and line breaks in text of several lines, and nothing else', () => {
    expect(hasStrayControlCharacter('one\r\ntwo\tthree\n')).toBe(false);
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      expect([code, hasStrayControlCharacter(`a${String.fromCharCode(code)}b`)]).toEqual([
        code,
        true,
      ]);
    }
  });

  it('replaces stray control characters, keeping the line breaks', () => {
    expect(withoutStrayControlCharacters('a\u0000b\nc\td\u007f')).toBe('a\uFFFDb\nc\td\uFFFD');
    expect(withoutStrayControlCharacters('plain 😀')).toBe('plain 😀');
  });
});
