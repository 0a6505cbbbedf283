import { describe, expect, it } from 'vitest';
import { broadcastsViewParams, parseBroadcastsView } from './broadcasts-url';

describe('the broadcasts list in the URL', () => {
  it('reads the status and the page, ignoring what it does not know', () => {
    expect(parseBroadcastsView(new URLSearchParams('status=live&page=3'))).toEqual({
      status: 'live',
      page: 3,
    });
    expect(parseBroadcastsView(new URLSearchParams('status=gone&page=-1'))).toEqual({
      status: null,
      page: 1,
    });
    expect(parseBroadcastsView(new URLSearchParams('page=0'))).toEqual({ status: null, page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(broadcastsViewParams({ status: null, page: 1 }).toString()).toBe('');
    expect(broadcastsViewParams({ status: 'finished', page: 2 }).toString()).toBe(
      'status=finished&page=2',
    );
  });
});
