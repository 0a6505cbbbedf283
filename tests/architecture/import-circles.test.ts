import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph';

describe('the import graph of domain, sync, neural, vision, api and pwa', () => {
  it('has no circle, type imports counted (ESLint’s import-x/no-cycle skips them)', () => {
    expect(importCircles(importGraph())).toEqual([]);
  });
});
