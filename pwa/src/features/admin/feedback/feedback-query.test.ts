import { describe, expect, it } from 'vitest';
import { feedbackListParams, readFeedbackFilters, writeFeedbackFilters } from './feedback-query';

describe('the Feedback tab address', () => {
  it('reads the status and the page, defaults for unknown values', () => {
    expect(readFeedbackFilters(new URLSearchParams('status=handled&page=3'))).toEqual({
      status: 'handled',
      page: 3,
    });
    expect(readFeedbackFilters(new URLSearchParams('status=maybe&page=-1'))).toEqual({
      status: 'all',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeFeedbackFilters({ status: 'all', page: 1 }).toString()).toBe('');
    expect(writeFeedbackFilters({ status: 'unhandled', page: 2 }).toString()).toBe(
      'status=unhandled&page=2',
    );
  });

  it('asks the API for a page and the handled flag', () => {
    expect(feedbackListParams({ status: 'all', page: 1 }).toString()).toBe('limit=20&offset=0');
    expect(feedbackListParams({ status: 'unhandled', page: 3 }).toString()).toBe(
      'limit=20&offset=40&handled=false',
    );
    expect(feedbackListParams({ status: 'handled', page: 1 }).get('handled')).toBe('true');
  });
});
