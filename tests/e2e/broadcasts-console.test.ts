import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserList } from '@sync/contract/account';
import type { Broadcast } from '@sync/contract/broadcasts';
import type { Page } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';
import type { TournamentSummary } from '@sync/contract/tournaments';
import { BroadcastConsolePage } from './pages/broadcast-console-page';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/sign-in';
import { waitUntil } from './support/wait-until';

/** Points the broadcaster enters on board 1, in order (no captures among them). */
const ONLINE_MOVES = ['D4', 'Q16', 'D16'];
const OFFLINE_MOVES = ['Q4', 'C10', 'R10', 'K17', 'K3'];
/** An SGF address nothing answers at (port 9, discard): its poll fails. */
/** a public host's name that never resolves (.invalid): the poll fails */
const UNREACHABLE_SGF = 'http://relay.invalid/round.sgf';

/** Gives an account the broadcaster role through the admin API (as /admin does). */
async function makeBroadcaster(username: string): Promise<void> {
  const admin = await launchBrowser({ serviceWorkers: 'block' });
  try {
    await signInThroughApi(admin.context, DEMO_ACCOUNTS.admin);
    const api = admin.context.request;
    const found = await api.get(`${baseUrl()}/api/v1/users?username=${username}`);
    const id = ((await found.json()) as UserList).items[0].ID;
    const response = await api.patch(`${baseUrl()}/api/v1/admin/user/${id}/roles`, {
      data: { roles: ['user', 'broadcaster'] },
      headers: { Origin: baseUrl() },
    });
    expect(response.status()).toBe(200);
  } finally {
    await admin.close();
  }
}

/** The viewer page's move list of the selected board (features/broadcasts, the agreed hooks). */
async function viewerMoves(browser: Browser): Promise<{ seq: number; move: string }[]> {
  return browser.page.locator('[data-testid="broadcast-moves"] li').evaluateAll((items) =>
    items.map((item) => ({
      seq: Number(item.getAttribute('data-seq')),
      move: item.getAttribute('data-move') ?? '',
    })),
  );
}

function numbered(moves: readonly string[]): { seq: number; move: string }[] {
  return moves.map((move, index) => ({ seq: index + 1, move }));
}

describe("the broadcaster's console", () => {
  let broadcaster: Browser;
  let viewer: Browser;
  let desk: BroadcastConsolePage;
  let broadcastId = 0;
  /** the viewer's move lists seen on every change, to tell a move shown twice */
  const viewerLists: string[] = [];

  beforeAll(async () => {
    const user = await createActiveUser('bcast');
    await makeBroadcaster(user.username);
    broadcaster = await launchBrowser();
    await broadcaster.page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughApi(broadcaster.context, user.username, TEST_PASSWORD);
    desk = new BroadcastConsolePage(broadcaster.page, baseUrl());
    viewer = await launchBrowser();
    await viewer.page.exposeFunction('recordMoves', (list: string) => viewerLists.push(list));
  });

  afterAll(async () => {
    await broadcaster?.context.setOffline(false);
    await broadcaster?.close();
    await viewer?.close();
  });

  it('is only for broadcasters and admins: a plain user is told so, a visitor signs in', async () => {
    const visitor = await launchBrowser({ serviceWorkers: 'block' });
    try {
      const page = new BroadcastConsolePage(visitor.page, baseUrl());
      await page.app.open('/broadcasts/new?lng=en');
      await page.app.waitForPath('/sign-in');
      const plain = await createActiveUser('bplain');
      await signInThroughApi(visitor.context, plain.username, TEST_PASSWORD);
      await page.app.open('/broadcasts/new?lng=en');
      await page.noAccess.waitFor();
      expect(await page.noAccess.innerText()).toBe(
        'No access: only broadcasters and administrators can create broadcasts and enter their moves.',
      );
    } finally {
      await visitor.close();
    }
  });

  it('creates a broadcast through /broadcasts/new; the API refusal is shown', async () => {
    await desk.openNew();
    await desk.create();
    await desk.main.getByText('Enter a title.', { exact: true }).waitFor();
    expect(await desk.main.getByText("Enter the player's name.").count()).toBe(2);

    // a live game that does not exist: the API refuses the body
    await desk.fillNew('Console cup, round 1', [
      { black: 'Ivanov Ivan', white: 'Petrov Pyotr' },
      { black: 'Sidorov Sidor', white: 'Smirnov Semyon', liveGameId: 99_999_999 },
    ]);
    await desk.create();
    await desk.failure.waitFor();
    expect(await desk.failure.innerText()).toBe(
      'The server refused the broadcast (400): Bad request. Parameters are invalid',
    );

    await desk.main
      .getByTestId('new-board-2')
      .getByLabel('Moves come from', { exact: true })
      .selectOption('manual');
    await desk.create();
    broadcastId = await desk.waitForConsole();
    const created = await apiGet<Broadcast>(`broadcasts/${broadcastId}`);
    expect(created.title).toBe('Console cup, round 1');
    expect(created.status).toBe('upcoming');
    expect(
      created.boards.map((board) => [board.number, board.black.name, board.white.name]),
    ).toEqual([
      [1, 'Ivanov Ivan', 'Petrov Pyotr'],
      [2, 'Sidorov Sidor', 'Smirnov Semyon'],
    ]);
    expect(await desk.pendingCount()).toBe(0);
  });

  it('moves entered on the console arrive at a viewer in another browser', async () => {
    await viewer.page.goto(`${baseUrl()}/broadcast/${broadcastId}?lng=en`);
    await viewer.page.locator('[data-testid="broadcast-moves"]').waitFor({ state: 'attached' });
    await viewer.page.evaluate(() => {
      const record = () => {
        const items = [...document.querySelectorAll('[data-testid="broadcast-moves"] li')];
        const text = items
          .map((item) => `${item.getAttribute('data-seq')}:${item.getAttribute('data-move')}`)
          .join(' ');
        void (window as unknown as { recordMoves: (t: string) => Promise<void> }).recordMoves(text);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true });
    });

    for (const move of ONLINE_MOVES) await desk.play(move);
    await desk.waitForPending(0);
    await waitUntil(
      async () => (await viewerMoves(viewer)).length === ONLINE_MOVES.length,
      'the viewer to show the moves',
    );
    expect(await viewerMoves(viewer)).toEqual(numbered(ONLINE_MOVES));
    const broadcast = await apiGet<Broadcast>(`broadcasts/${broadcastId}`);
    expect(broadcast.status).toBe('live');
  });

  it('offline, 5 moves wait on the device (a reload too); back online they reach the viewer once, in order', async () => {
    try {
      await desk.app.waitForServiceWorkerControl();
      await desk.app.waitForLocalesCached('en');
      await broadcaster.context.setOffline(true);
      await desk.offline.waitFor();

      for (const move of OFFLINE_MOVES.slice(0, 2)) await desk.play(move);
      await desk.waitForPending(2);
      // the console opens again from the device, its queue kept
      const reloaded = await desk.app.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await desk.panel.waitFor();
      await desk.waitForPending(2);
      for (const move of OFFLINE_MOVES.slice(2)) await desk.play(move);
      await desk.waitForPending(5);
      expect(await desk.pending.innerText()).toBe('Actions waiting to be sent: 5');
      const shown = await desk.shownMoves();
      expect(shown.filter((move) => move.waiting).map((move) => move.move)).toEqual(OFFLINE_MOVES);
      // the server and the viewer have none of them yet
      expect((await apiGet<Broadcast>(`broadcasts/${broadcastId}`)).boards[0].moves).toEqual(
        ONLINE_MOVES,
      );
      expect(await viewerMoves(viewer)).toEqual(numbered(ONLINE_MOVES));

      await broadcaster.context.setOffline(false);
      await desk.waitForPending(0, 30_000);
      const all = [...ONLINE_MOVES, ...OFFLINE_MOVES];
      await waitUntil(
        async () => (await viewerMoves(viewer)).length === all.length,
        'the viewer to get the waiting moves',
      );
      expect(await viewerMoves(viewer)).toEqual(numbered(all));
      expect((await apiGet<Broadcast>(`broadcasts/${broadcastId}`)).boards[0].moves).toEqual(all);
      // every list the viewer showed was a prefix of the moves: none twice, none out of order
      const expected = numbered(all).map((move) => `${move.seq}:${move.move}`);
      for (const list of viewerLists) {
        const items = list === '' ? [] : list.split(' ');
        expect(items).toEqual(expected.slice(0, items.length));
      }
      expect((await desk.shownMoves()).every((move) => !move.waiting)).toBe(true);
    } finally {
      // a failure above must not leave the next tests offline
      await broadcaster.context.setOffline(false);
    }
  });

  it('undo takes back the last move, for the server and the viewer', async () => {
    const all = [...ONLINE_MOVES, ...OFFLINE_MOVES];
    await desk.button('Undo the last move').click();
    await desk.waitForMoves(all.length - 1);
    await desk.waitForPending(0);
    await waitUntil(
      async () => (await viewerMoves(viewer)).length === all.length - 1,
      'the viewer to drop the move',
    );
    expect((await apiGet<Broadcast>(`broadcasts/${broadcastId}`)).boards[0].moves).toEqual(
      all.slice(0, -1),
    );
    // the corrected move gets the same seq again
    await desk.play('K4');
    await desk.waitForPending(0);
    expect((await apiGet<Broadcast>(`broadcasts/${broadcastId}`)).boards[0].moves).toEqual([
      ...all.slice(0, -1),
      'K4',
    ]);
  });

  it('a result is set (W+6.5) and ends move entry; cleared, the board goes on', async () => {
    await desk.setResult('White wins by points', '6.5');
    await desk.main.getByText('Finished: W+6.5', { exact: true }).waitFor();
    await desk.waitForPending(0);
    expect((await apiGet<Broadcast>(`broadcasts/${broadcastId}`)).boards[0].result).toBe('W+6.5');
    expect(await desk.button('Pass').isDisabled()).toBe(true);

    await desk.button('Clear the result').click();
    await desk.main.getByText(/^Move 9: black to play$/).waitFor();
    await desk.waitForPending(0);
    expect((await apiGet<Broadcast>(`broadcasts/${broadcastId}`)).boards[0].result).toBeNull();
  });

  it('on a 360 px phone a tap puts a ghost stone and Confirm plays it', async () => {
    await broadcaster.page.setViewportSize({ width: 360, height: 740 });
    const before = await desk.moveCount();
    await desk.vertex('C16', 19).click();
    const confirm = desk.button('Confirm');
    await confirm.waitFor();
    expect(await desk.moveCount()).toBe(before);
    await desk.main.getByText('Play at C16?', { exact: true }).waitFor();
    expect(await desk.app.hasHorizontalOverflow()).toBe(false);
    await confirm.click();
    await desk.waitForMoves(before + 1);
    await desk.waitForPending(0);
    const moves = (await apiGet<Broadcast>(`broadcasts/${broadcastId}`)).boards[0].moves;
    expect(moves.at(-1)).toBe('C16');
    expect(moves).toHaveLength(before + 1);
    await broadcaster.page.setViewportSize({ width: 1280, height: 900 });
  });

  it('a round of a tournament of the database: its pairings become boards, the players linked', async () => {
    const ended = await apiGet<Page<TournamentSummary>>(
      'tournaments?status=ended&sort=start_date&order=desc&limit=20',
    );
    const withGames = ended.items.filter((tournament) => tournament.gameCount > 0);
    let chosen: { tournament: TournamentSummary; games: GameSummary[] } | null = null;
    for (const tournament of withGames) {
      const games = await apiGet<GameSummary[]>(`tournaments/${tournament.id}/games`);
      const round = games.filter((game) => game.round === 1);
      if (round.length >= 2) {
        chosen = { tournament, games: round };
        break;
      }
    }
    if (!chosen) throw new Error('no ended tournament of the demo data has two games in round 1');
    const { tournament, games } = chosen;

    await desk.openNew();
    await desk.field('Title').fill(`${tournament.titleLatin}, round 1`);
    await desk.field('Find a tournament by its title').fill(tournament.title);
    const option = desk
      .field('Tournament of the database')
      .locator(`option[value="${tournament.id}"]`);
    // the tournaments are read from the device, once replicated
    await option.waitFor({ state: 'attached', timeout: 60_000 });
    await desk.field('Tournament of the database').selectOption(String(tournament.id));
    await desk.field('Round').selectOption('1');
    const pairings = desk.main.getByTestId('new-pairings');
    await pairings.waitFor();
    const boxes = pairings.getByRole('checkbox');
    expect(await boxes.count()).toBe(games.length);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await desk.button('Add the picked games as boards (2)').click();
    await desk.main.getByTestId('new-board-2').waitFor();
    expect(await desk.main.getByTestId('new-board-3').count()).toBe(0);
    await desk.create();
    const id = await desk.waitForConsole();

    const created = await apiGet<Broadcast>(`broadcasts/${id}`);
    expect(created.tournamentId).toBe(tournament.id);
    expect(created.round).toBe(1);
    expect(
      created.boards.map((board) => [board.black.playerId, board.white.playerId, board.handicap]),
    ).toEqual(games.slice(0, 2).map((game) => [game.black.id, game.white.id, game.handicap]));
    expect(created.boards[0].black.name).toBe(
      `${games[0].black.lastNameLatin} ${games[0].black.firstNameLatin}`.trim(),
    );
  });

  it('a relayed board shows its source and its error, and takes no moves by hand', async () => {
    const response = await broadcaster.context.request.post(`${baseUrl()}/api/v1/broadcasts`, {
      data: {
        title: 'Relayed round',
        boards: [
          {
            black: { name: 'Black Relay' },
            white: { name: 'White Relay' },
            boardSize: 19,
            sgfUrl: UNREACHABLE_SGF,
          },
        ],
      },
      headers: { Origin: baseUrl() },
    });
    expect(response.status()).toBe(201);
    const relayed = (await response.json()) as Broadcast;
    await desk.openConsole(relayed.id);
    const source = desk.main.getByTestId('console-source');
    await source.waitFor();
    expect(await source.innerText()).toContain(`Relayed from ${UNREACHABLE_SGF}`);
    expect(await source.innerText()).toContain(
      'Its moves come from the source and cannot be entered here.',
    );
    // the poller's failure reaches the console through the stream
    await source.getByText(/^The source failed: .+/).waitFor({ timeout: 60_000 });
    expect(await desk.button('Pass').isDisabled()).toBe(true);
    await desk.vertex('D4', 19).click();
    expect(await desk.moveCount()).toBe(0);
    expect(await desk.pendingCount()).toBe(0);
  });

  it('a waiting move the server refuses (409) stops its board: the reason, then drop and reload; a comment', async () => {
    await desk.openConsole(broadcastId);
    await desk.main.getByTestId('console-board-2').click();
    await desk.main.locator('[data-testid="console-panel"][data-board="2"]').waitFor();
    try {
      await broadcaster.context.setOffline(true);
      await desk.offline.waitFor();
      await desk.play('D4');
      await desk.waitForPending(1);
      // meanwhile another editor enters move 1 of board 2 otherwise
      const admin = await launchBrowser({ serviceWorkers: 'block' });
      try {
        await signInThroughApi(admin.context, DEMO_ACCOUNTS.admin);
        const other = await admin.context.request.post(
          `${baseUrl()}/api/v1/broadcasts/${broadcastId}/boards/2/moves`,
          { data: { seq: 1, move: 'Q16' }, headers: { Origin: baseUrl() } },
        );
        expect(other.status()).toBe(201);
      } finally {
        await admin.close();
      }
    } finally {
      await broadcaster.context.setOffline(false);
    }

    const refusal = desk.main.getByTestId('console-refusal-2');
    await refusal.waitFor({ timeout: 30_000 });
    await refusal
      .getByText('Move 1 is already recorded as Q16: undo it first to correct it', { exact: true })
      .waitFor();
    expect(await desk.pendingCount()).toBe(1);
    await refusal
      .getByRole('button', { name: 'Drop the waiting actions of board 2 and reload it' })
      .click();
    await desk.waitForPending(0);
    await refusal.waitFor({ state: 'detached' });
    await desk.waitForMoves(1);
    expect(await desk.shownMoves()).toEqual([{ seq: 1, move: 'Q16', waiting: false }]);

    await desk.field('Comment on move 1').fill('A quiet start on the upper right');
    await desk.button('Add the comment').click();
    await desk.waitForPending(0);
    await waitUntil(
      async () =>
        (await apiGet<Broadcast>(`broadcasts/${broadcastId}`)).boards[1].comments.length === 1,
      'the comment to reach the server',
    );
    const board = (await apiGet<Broadcast>(`broadcasts/${broadcastId}`)).boards[1];
    expect(board.comments.map((comment) => [comment.moveNumber, comment.text])).toEqual([
      [1, 'A quiet start on the upper right'],
    ]);
    expect(board.moves).toEqual(['Q16']);
  });
});
