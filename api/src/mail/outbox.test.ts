import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxFileName, writeToOutbox } from './outbox';

const NOW = new Date('2026-11-23T09:05:07.123Z');

describe('outboxFileName', () => {
  it('starts with the time, names the kind and ends with a random part', () => {
    expect(outboxFileName('activation', NOW)).toMatch(
      /^2026-11-23T09-05-07\.123Z-activation-[0-9a-f]{12}\.eml$/,
    );
    expect(outboxFileName('reset', NOW)).toMatch(/-reset-[0-9a-f]{12}\.eml$/);
  });

  it('never repeats a name within the same millisecond', () => {
    const names = new Set(Array.from({ length: 100 }, () => outboxFileName('reset', NOW)));
    expect(names.size).toBe(100);
  });

  it('sorts by time', () => {
    const later = outboxFileName('activation', new Date(NOW.getTime() + 1));
    expect(outboxFileName('reset', NOW) < later).toBe(true);
  });
});

describe('writeToOutbox', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates the directory and writes the message', async () => {
    const root = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    dirs.push(root);
    const outbox = join(root, 'data', 'outbox');
    const path = await writeToOutbox(outbox, 'activation', Buffer.from('Subject: hi\n\nbody'), NOW);
    expect(readdirSync(outbox)).toHaveLength(1);
    expect(readFileSync(path, 'utf8')).toBe('Subject: hi\n\nbody');
  });
});
