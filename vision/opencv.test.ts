import { describe, expect, it } from 'vitest';
import { loadOpenCv } from './opencv';

describe('loadOpenCv', () => {
  it('loads OpenCV once and returns a ready module', async () => {
    const first = await loadOpenCv();
    const mat = new first.Mat(3, 4, first.CV_8UC1);
    expect([mat.rows, mat.cols]).toEqual([3, 4]);
    mat.delete();
    expect(await loadOpenCv()).toBe(first);
  });
});
