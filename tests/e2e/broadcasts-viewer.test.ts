import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@sync/contract/common';
import type { Broadcast, BroadcastCreate } from '@sync/contract/broadcasts';
import type { PlayerSummary } from '@sync/contract/players';
import { BroadcastPage, BroadcastsListPage } from './pages/broadcast-page';
import { uniqueName } from './support/accounts';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/sign-in';
import { waitUntil } from './support/wait-until';

/** The demo admin's session for the API calls a broadcaster's console would make. */
async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: `${baseUrl()}/api/v1/`,
    extraHTTPHeaders: { Origin: baseUrl() },
  });
  const login = await api.post('login', {
    data: { login: DEMO_ACCOUNTS.admin, password: DEMO_ACCOUNTS.password },
  });
  expect(login.status()).toBe(200);
  return api;
}

describe('broadcasts for viewers (/broadcasts, /broadcast/:id)', () => {
  let api: APIRequestContext;
  let browser: Browser;
  let view: BroadcastPage;
  let list: BroadcastsListPage;
  let broadcast: Broadcast;
  let player: PlayerSummary;
  const title = uniqueName('Cup round ');

  async function move(board: number, seq: number, vertex: string, comment?: string) {
    const answer = await api.post(`broadcasts/${broadcast.id}/boards/${board}/moves`, {
      data: { seq, move: vertex, ...(comment ? { comment } : {}) },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }

  beforeAll(async () => {
    api = await adminApi();
    player = (await apiGet<Page<PlayerSummary>>('players?limit=1')).items[0];
    const body: BroadcastCreate = {
      title,
      round: 3,
      startTime: '2026-11-26T10:00:00.000Z',
      boards: [
        {
          black: { name: 'Ann Black', playerId: player.id },
          white: { name: 'Bob White' },
          boardSize: 9,
          komi: 6.5,
        },
        { black: { name: 'Cid Black' }, white: { name: 'Dan White' }, boardSize: 9 },
      ],
    };
    const created = await api.post('broadcasts', { data: body });
    expect(created.status(), await created.text()).toBe(201);
    broadcast = (await created.json()) as Broadcast;
    browser = await launchBrowser();
    view = new BroadcastPage(browser.page, baseUrl());
    list = new BroadcastsListPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
    await api?.dispose();
  });

  it('a viewer watches moves arrive in order, counted among the viewers', async () => {
    await view.open(broadcast.id);
    await view.app.waitForHeading(title);
    expect(await view.status.innerText()).toBe('Upcoming');
    await view.waitForBoard();
    expect(await view.boardButton(1).getAttribute('aria-pressed')).toBe('true');
    expect(await view.boardButton(2).getAttribute('aria-pressed')).toBe('false');
    await waitUntil(async () => (await view.viewers.innerText()) === '1', 'one viewer counted');
    const black = view.link('Ann Black');
    expect(await black.getAttribute('href')).toBe(`/players/${player.id}`);
    expect(await view.link('Bob White').count()).toBe(0);
    expect(await view.consoleLink.count()).toBe(0);

    await move(1, 1, 'E5');
    await view.waitForMoves(['E5']);
    await waitUntil(async () => (await view.status.innerText()) === 'Live', 'the status Live');
    await move(1, 2, 'C3');
    await move(1, 3, 'G7', 'Black takes the corner');
    await view.waitForMoves(['E5', 'C3', 'G7']);
    expect(await view.stoneAt('G7', 9)).toBe(1);
    expect(await view.stoneAt('C3', 9)).toBe(-1);
    expect(await view.shownSeq()).toBe(3);
    expect(await view.commentPanel.innerText()).toContain('Black takes the corner');

    // a resend of move 3 changes nothing: the list holds each move once
    const resend = await api.post(`broadcasts/${broadcast.id}/boards/1/moves`, {
      data: { seq: 3, move: 'G7' },
    });
    expect(resend.status()).toBe(200);
    // white's move with both clocks read: black's runs now, white's stays as read
    const withClocks = await api.post(`broadcasts/${broadcast.id}/boards/1/moves`, {
      data: { seq: 4, move: 'D7', clocks: { black: 600_000, white: 590_000 } },
    });
    expect(withClocks.status(), await withClocks.text()).toBe(201);
    await view.waitForMoves(['E5', 'C3', 'G7', 'D7']);
    const whiteClock = view.main.locator(
      '.broadcast-player[data-colour="white"] .broadcast-player__clock',
    );
    await whiteClock.waitFor();
    expect(await whiteClock.innerText()).toBe('9:50');
  });

  it('reads back through the moves while new ones arrive, then goes back to live', async () => {
    await view.press('ArrowLeft', 3);
    await waitUntil(async () => (await view.shownSeq()) === 1, 'move 1 shown');
    expect(await view.where.innerText()).toBe('Move 1 of 4');
    expect(await view.stoneAt('C3', 9)).toBe(0);
    await view.backToLive.waitFor();

    await move(1, 5, 'F3');
    await view.waitForMoves(['E5', 'C3', 'G7', 'D7', 'F3']);
    expect(await view.shownSeq()).toBe(1);
    expect(await view.where.innerText()).toBe('Move 1 of 5');
    expect(await view.stoneAt('F3', 9)).toBe(0);

    await view.button('Next move').click();
    await waitUntil(async () => (await view.shownSeq()) === 2, 'move 2 shown');
    await view.backToLive.click();
    await waitUntil(async () => (await view.shownSeq()) === 5, 'the live move shown');
    expect(await view.backToLive.count()).toBe(0);
    expect(await view.stoneAt('F3', 9)).toBe(1);

    // a click on a move of the list shows it
    await view.moves.nth(2).getByRole('button').click();
    await waitUntil(async () => (await view.shownSeq()) === 3, 'move 3 shown');
    expect(await view.commentPanel.innerText()).toContain('Black takes the corner');
    await view.press('End');
    await waitUntil(async () => (await view.shownSeq()) === 5, 'End shows the last move');
  });

  it('an undo takes the move back from the list', async () => {
    const undo = await api.post(`broadcasts/${broadcast.id}/boards/1/undo`, { data: { seq: 5 } });
    expect(undo.status(), await undo.text()).toBe(201);
    await view.waitForMoves(['E5', 'C3', 'G7', 'D7']);
    expect(await view.stoneAt('F3', 9)).toBe(0);
    await move(1, 5, 'F4');
    await view.waitForMoves(['E5', 'C3', 'G7', 'D7', 'F4']);
  });

  it('the list shows it live with its small boards, linked to each board', async () => {
    await move(2, 1, 'D4');
    await list.open();
    const item = list.item(broadcast.id);
    await item.waitFor();
    expect(await item.locator('.broadcast-status').innerText()).toBe('Live');
    expect(await list.smallBoards(broadcast.id).count()).toBe(2);
    await list.smallBoards(broadcast.id).first().locator('.shudan-vertex').first().waitFor();
    expect(await list.newLink.count()).toBe(0);

    await list.filter('Finished').click();
    await list.app.page.waitForURL((url) => url.search.includes('status=finished'));
    await waitUntil(async () => (await item.count()) === 0, 'the live broadcast filtered out');
    await list.filter('Live').click();
    await item.waitFor();

    await list.smallBoards(broadcast.id).nth(1).click();
    await view.app.waitForPath(`/broadcast/${broadcast.id}`);
    await view.waitForMoves(['D4']);
    expect(await view.boardButton(2).getAttribute('aria-pressed')).toBe('true');
  });

  it('offline on a live broadcast: the last position with a notice, news again when back', async () => {
    await view.app.waitForServiceWorkerControl();
    await view.app.waitForLocalesCached('en');
    await browser.context.setOffline(true);
    await view.offline.waitFor();
    expect(await view.offline.innerText()).toContain('last known position');
    await view.waitForMoves(['D4']);

    await move(2, 2, 'F6');
    await browser.context.setOffline(false);
    await view.waitForMoves(['D4', 'F6']);
    expect(await view.offline.count()).toBe(0);
  });

  it('a finished broadcast opened once opens offline, with its records', async () => {
    for (const board of [1, 2]) {
      const result = await api.put(`broadcasts/${broadcast.id}/boards/${board}/result`, {
        data: { result: board === 1 ? 'B+R' : 'W+3.5' },
      });
      expect(result.status(), await result.text()).toBe(200);
    }
    await waitUntil(async () => (await view.status.innerText()) === 'Finished', 'Finished');
    expect(await view.result.innerText()).toBe('Result: White wins by 3.5');
    const download = view.link('Download SGF');
    expect(await download.getAttribute('href')).toBe(
      `/api/v1/broadcasts/${broadcast.id}/boards/2/record`,
    );

    // the reload must find the finished copy on the device, not the live one written before it
    await waitUntil(
      async () => (await view.keptStatus(broadcast.id)) === 'finished',
      'the finished broadcast kept on the device',
    );
    await browser.context.setOffline(true);
    try {
      await readFinishedOffline();
    } finally {
      await browser.context.setOffline(false);
    }
  });

  /** The finished broadcast and the list, reloaded without a network. */
  async function readFinishedOffline(): Promise<void> {
    const response = await view.app.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await view.app.waitForHeading(title);
    await view.offline.waitFor();
    expect(await view.offline.innerText()).toContain('kept on this device');
    await view.waitForMoves(['D4', 'F6']);
    await view.boardButton(1).click();
    await view.waitForMoves(['E5', 'C3', 'G7', 'D7', 'F4']);
    expect(await view.result.innerText()).toBe('Result: Black wins by resignation');

    // the list as last read, with a note that it is offline
    await browser.page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Broadcasts', exact: true })
      .click();
    await list.app.waitForHeading('Broadcasts');
    await list.item(broadcast.id).waitFor();
    expect(await list.offline.innerText()).toMatch(/^You are offline: this is the list as of /);
  }

  it('at 360 px: one board at a time, swiped, nothing past the right edge', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    try {
      await view.open(broadcast.id, '?lng=en&board=1');
      await view.waitForMoves(['E5', 'C3', 'G7', 'D7', 'F4']);
      expect(await view.app.hasHorizontalOverflow()).toBe(false);
      expect(await view.main.locator('.broadcast-boards__picture').first().isVisible()).toBe(false);
      await view.swipe('left');
      await waitUntil(
        async () => (await view.boardButton(2).getAttribute('aria-pressed')) === 'true',
        'the swipe to board 2',
      );
      await view.waitForMoves(['D4', 'F6']);
      await view.swipe('right');
      await view.waitForMoves(['E5', 'C3', 'G7', 'D7', 'F4']);
      await view.button('Next board').click();
      await view.waitForMoves(['D4', 'F6']);
      expect(await view.app.hasHorizontalOverflow()).toBe(false);

      // a live round of four 19×19 boards in the list: its small boards scroll sideways
      const round = await api.post('broadcasts', {
        data: {
          title: uniqueName('Phone round '),
          boards: [1, 2, 3, 4].map((n) => ({
            black: { name: `Black ${n}` },
            white: { name: `White ${n}` },
            boardSize: 19,
          })),
        },
      });
      expect(round.status(), await round.text()).toBe(201);
      const live = (await round.json()) as Broadcast;
      const first = await api.post(`broadcasts/${live.id}/boards/1/moves`, {
        data: { seq: 1, move: 'Q16' },
      });
      expect(first.status()).toBe(201);
      await list.open('?lng=en&status=live');
      await list.item(live.id).waitFor();
      expect(await list.smallBoards(live.id).count()).toBe(4);
      await list.smallBoards(live.id).first().locator('.shudan-vertex').first().waitFor();
      expect(await list.app.hasHorizontalOverflow()).toBe(false);
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('an unknown broadcast is not found', async () => {
    await view.open(broadcast.id + 100_000);
    await view.app.waitForHeading('Broadcast not found');
    expect(await view.link('All broadcasts').getAttribute('href')).toBe('/broadcasts');
  });

  it('an editor gets the console link and the list New broadcast', async () => {
    const editor = await launchBrowser();
    try {
      const login = await editor.context.request.post(`${baseUrl()}/api/v1/login`, {
        data: { login: DEMO_ACCOUNTS.admin, password: DEMO_ACCOUNTS.password },
        headers: { Origin: baseUrl() },
      });
      expect(login.status()).toBe(200);
      const editorView = new BroadcastPage(editor.page, baseUrl());
      await editorView.open(broadcast.id);
      await editorView.consoleLink.waitFor();
      expect(await editorView.consoleLink.getAttribute('href')).toBe(
        `/broadcast/${broadcast.id}/console`,
      );
      const editorList = new BroadcastsListPage(editor.page, baseUrl());
      await editorList.open();
      expect(await editorList.newLink.getAttribute('href')).toBe('/broadcasts/new');
    } finally {
      await editor.close();
    }
  });
});
