import { describe, expect, it } from 'vitest';
import { oneLine } from './one-line';

describe('oneLine', () => {
  it('joins lines and drops control characters', () => {
    expect(oneLine('Error: boom\n  at App (app.tsx:1)\r\n\tat x\u0007', 100)).toBe(
      'Error: boom at App (app.tsx:1) at x',
    );
  });

  it('keeps short texts whole and cuts long ones to the limit with an ellipsis', () => {
    expect(oneLine('abc', 3)).toBe('abc');
    expect(oneLine('abcdef', 4)).toBe('abc…');
    expect([...oneLine('ё'.repeat(50), 10)]).toHaveLength(10);
  });
});
