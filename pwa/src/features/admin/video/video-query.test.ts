import { describe, expect, it } from 'vitest';
import { readVideoFilters, videoListParams, writeVideoFilters } from './video-query';

describe('the Video tab address', () => {
  it('reads a status and a page, and falls back to all and page 1 for anything else', () => {
    expect(readVideoFilters(new URLSearchParams('status=error&page=3'))).toEqual({
      status: 'error',
      page: 3,
    });
    expect(readVideoFilters(new URLSearchParams('status=lost&page=-2'))).toEqual({
      status: 'all',
      page: 1,
    });
    expect(readVideoFilters(new URLSearchParams('page=1.5'))).toEqual({ status: 'all', page: 1 });
  });

  it('writes the defaults as nothing, and round-trips the rest', () => {
    expect(writeVideoFilters({ status: 'all', page: 1 }).toString()).toBe('');
    const params = writeVideoFilters({ status: 'processing', page: 2 });
    expect(params.toString()).toBe('status=processing&page=2');
    expect(readVideoFilters(params)).toEqual({ status: 'processing', page: 2 });
  });

  it('asks the API for 20 a page from the page offset, with the status when one is chosen', () => {
    expect(videoListParams({ status: 'all', page: 1 }).toString()).toBe('limit=20&offset=0');
    expect(videoListParams({ status: 'done', page: 3 }).toString()).toBe(
      'limit=20&offset=40&status=done',
    );
  });
});
