import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BroadcastPage } from '@sync/contract/broadcasts';
import { BAD_PARAMETERS } from './support/expected-errors';
import {
  BROADCASTS,
  board,
  broadcastCalls,
  cookieOf,
  type BroadcastCalls,
} from './support/broadcast-api';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /broadcasts: order, status filter, pages and visibility', () => {
  let t: TestApp;
  let api: BroadcastCalls;
  let editorCookie: string;
  let userCookie: string;
  const made: Record<string, number> = {};

  const list = async (query = '', cookie?: string): Promise<BroadcastPage> => {
    const call = t.http().get(`${BROADCASTS}${query}`);
    const response = await (cookie ? call.set('Cookie', cookie) : call).expect(200);
    return response.body as BroadcastPage;
  };
  const titles = (page: BroadcastPage) => page.items.map((item) => item.title);

  beforeAll(async () => {
    t = await createTestApp();
    editorCookie = await cookieOf(t);
    userCookie = await cookieOf(t, ['user']);
    api = broadcastCalls(t, editorCookie);
    const create = async (title: string, extra: object = {}) => {
      made[title] = (await api.created({ title, ...extra })).id;
      return made[title];
    };
    await create('upcoming later', { startTime: '2030-01-02T10:00:00.000Z' });
    await create('upcoming, no start');
    await create('upcoming sooner', { startTime: '2030-01-01T10:00:00.000Z' });
    const finishedFirst = await create('finished first');
    await api.play(finishedFirst, 1, ['Q16']);
    await api.result(finishedFirst, 1, 'B+R').expect(200);
    const live = await create('live', { boards: [board(), board({ boardSize: 9 })] });
    await api.play(live, 2, ['E5']);
    const finishedLast = await create('finished last');
    await api.result(finishedLast, 1, 'W+F').expect(200);
    await create('unlisted upcoming', { visibility: 'unlisted' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists live first, then upcoming by start (none last), then finished newest first', async () => {
    const page = await list();
    expect(titles(page)).toEqual([
      'live',
      'upcoming sooner',
      'upcoming later',
      'upcoming, no start',
      'finished last',
      'finished first',
    ]);
    expect(page).toMatchObject({ total: 6, limit: 20, offset: 0 });
    expect(titles(await list('', userCookie))).not.toContain('unlisted upcoming');
  });

  it('gives live broadcasts their boards and the others none', async () => {
    const [live, upcoming] = (await list()).items;
    expect(live).toMatchObject({ status: 'live', boardsCount: 2, viewers: 0 });
    expect(live.boards.map((b) => [b.number, b.moves])).toEqual([
      [1, []],
      [2, ['E5']],
    ]);
    expect(upcoming).toMatchObject({ status: 'upcoming', boardsCount: 1, boards: [] });
    expect(upcoming).not.toHaveProperty('canEdit');
  });

  it('shows unlisted broadcasts to editors, and each to anyone by its id', async () => {
    const page = await list('', editorCookie);
    expect(titles(page)).toContain('unlisted upcoming');
    expect(page.total).toBe(7);
    const byLink = await t.http().get(`${BROADCASTS}/${made['unlisted upcoming']}`).expect(200);
    expect(byLink.body).toMatchObject({ title: 'unlisted upcoming', visibility: 'unlisted' });
  });

  it('filters by status and pages', async () => {
    expect(titles(await list('?status=upcoming'))).toEqual([
      'upcoming sooner',
      'upcoming later',
      'upcoming, no start',
    ]);
    expect(titles(await list('?status=finished'))).toEqual(['finished last', 'finished first']);
    expect(titles(await list('?status=live'))).toEqual(['live']);
    const second = await list('?limit=2&offset=2');
    expect(titles(second)).toEqual(['upcoming later', 'upcoming, no start']);
    expect(second).toMatchObject({ total: 6, limit: 2, offset: 2 });
    const beyond = await list('?offset=50');
    expect(beyond).toEqual({ items: [], total: 6, limit: 20, offset: 50 });
    expect((await list('?limit=100')).items).toHaveLength(6);
  });

  it('answers 400 for a bad status or page', async () => {
    for (const query of ['?status=paused', '?limit=0', '?limit=101', '?offset=-1', '?limit=1e1']) {
      const response = await t.http().get(`${BROADCASTS}${query}`).expect(400);
      expect(response.body).toEqual(BAD_PARAMETERS);
    }
  });
});
