import { describe, expect, it } from 'vitest';
import { newLines } from './ndjson-lines';

describe('newLines', () => {
  it('answers the complete lines and keeps a partial one for later', () => {
    const first = newLines('{"a":1}\n{"b":', 0);
    expect(first).toEqual({ lines: ['{"a":1}'], consumed: 8 });
    const second = newLines('{"a":1}\n{"b":2}\n', first.consumed);
    expect(second).toEqual({ lines: ['{"b":2}'], consumed: 16 });
  });

  it('answers nothing until a line ends, and skips blank lines', () => {
    expect(newLines('{"a"', 0)).toEqual({ lines: [], consumed: 0 });
    expect(newLines('\n\n{"a":1}\n', 0)).toEqual({ lines: ['{"a":1}'], consumed: 10 });
  });
});
