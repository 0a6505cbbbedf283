import { readFile } from 'node:fs/promises';
import Board from '@sabaki/go-board';
import { parse, parseCompressedVertices, parseVertex, type NodeObject } from '@sabaki/sgf';
import { formatDate } from '@domain/format';
import type { Page } from '@sync/contract/common';
import type { GameDetail, GameSummary } from '@sync/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncIndicator } from './pages/sync-indicator';
import { ViewerPage } from './pages/viewer-page';
import { baseUrl } from './support/base-url';
import { apiGet } from './support/api';
import { launchBrowser, type Browser } from './support/browser';
import { EN_RESULTS } from './support/game-results';
import { latinNameWithNickname, nicknamesById } from './support/nicknames';

type Vertex = [number, number];

/** A main-line move of a record, replayed here with @sabaki/go-board. */
interface MoveFact {
  number: number;
  sign: 1 | -1;
  vertex: Vertex | null;
  comment: string | null;
  captures: { black: number; white: number };
  /** the moves that may follow this one, when the record branches here */
  variations: NodeObject[];
}

function moveOf(node: NodeObject, size: number): { sign: 1 | -1; vertex: Vertex | null } | null {
  const black = node.data.B?.[0];
  const white = node.data.W?.[0];
  const value = black ?? white;
  if (value === undefined) return null;
  const [x, y] = parseVertex(value);
  const onBoard = x >= 0 && y >= 0 && x < size && y < size;
  return { sign: black !== undefined ? 1 : -1, vertex: onBoard ? [x, y] : null };
}

/** The main line of an SGF record: its board size and every move with what follows from it. */
function mainLine(text: string): { size: number; root: NodeObject; moves: MoveFact[] } {
  const root = parse(text)[0];
  const size = Number(root.data.SZ?.[0] ?? 19);
  let board = Board.fromDimensions(size);
  for (const value of root.data.AB ?? []) {
    for (const vertex of parseCompressedVertices(value)) board.set(vertex, 1);
  }
  const moves: MoveFact[] = [];
  for (let node = root.children[0]; node; node = node.children[0]) {
    const move = moveOf(node, size);
    if (!move) continue;
    if (move.vertex) board = board.makeMove(move.sign, move.vertex);
    moves.push({
      number: moves.length + 1,
      ...move,
      comment: node.data.C?.[0]?.trim() || null,
      captures: { black: board.getCaptures(1), white: board.getCaptures(-1) },
      variations: node.children.length > 1 ? node.children : [],
    });
  }
  return { size, root, moves };
}

async function sgfText(id: number): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/games/${id}/sgf`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Moves the arrow-key test steps through. */
const STEPS = 12;

interface Chosen {
  game: GameDetail;
  text: string;
  size: number;
  moves: MoveFact[];
  capture: MoveFact;
  commented: MoveFact;
  branch: MoveFact;
  /** the points of the branch's first two variations: [main line, alternative] */
  branchPoints: [Vertex, Vertex];
  /** the colour of the alternative's move */
  branchSign: 1 | -1;
}

/**
 * A demo game of a tournament whose record has, on its main line, a capture, a comment and a
 * variation whose first two moves are on the board, and no pass among its first moves.
 */
async function findGame(): Promise<Chosen> {
  const recorded = await apiGet<Page<GameSummary>>('games?has_sgf=true&limit=200');
  for (const summary of recorded.items) {
    if (!summary.tournament) continue;
    const text = await sgfText(summary.id);
    const { size, moves } = mainLine(text);
    const opening = moves.slice(0, STEPS);
    if (opening.length < STEPS || opening.some((move) => move.vertex === null)) continue;
    const capture = moves.find((m, i) => i > 0 && m.captures.black + m.captures.white > 0);
    const commented = moves.find((m) => m.comment !== null);
    const branch = moves.find((m) => m.variations.length > 1);
    const [main, alternative] = (branch?.variations ?? []).map((child) => moveOf(child, size));
    if (!capture || !commented || !branch || !main?.vertex || !alternative?.vertex) continue;
    const game = await apiGet<GameDetail>(`games/${summary.id}`);
    return {
      game,
      text,
      size,
      moves,
      capture,
      commented,
      branch,
      branchPoints: [main.vertex, alternative.vertex],
      branchSign: alternative.sign,
    };
  }
  throw new Error('No demo record with a capture, a comment and a variation');
}

const color = (sign: 1 | -1) => (sign === 1 ? 'black' : 'white');

/** A point as the board's coordinates name it (columns without I): "D4". */
function pointName([x, y]: Vertex, size: number): string {
  return `${'ABCDEFGHJKLMNOPQRSTUVWXYZ'[x]}${size - y}`;
}

describe('the SGF viewer', () => {
  let browser: Browser;
  let viewer: ViewerPage;
  let chosen: Chosen;
  let nicknames: ReadonlyMap<number, string>;

  beforeAll(async () => {
    browser = await launchBrowser();
    viewer = new ViewerPage(browser.page, baseUrl());
    chosen = await findGame();
    nicknames = await nicknamesById();
    await viewer.app.open('/?lng=en');
    await viewer.app.waitForServiceWorkerControl();
    // the nicknames beside the players' names come from the replicated players
    await new SyncIndicator(browser.page).waitForSynced();
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  /** Opens the chosen game in English and waits for its board. */
  async function openChosen(): Promise<void> {
    await viewer.open(chosen.game.id, '?lng=en');
    await viewer.waitForBoard();
  }

  it('opens a game at its start, with the game information of the API and of the record', async () => {
    const { game, size, text } = chosen;
    await openChosen();
    const black = latinNameWithNickname(game.black, nicknames);
    const white = latinNameWithNickname(game.white, nicknames);
    await expect.poll(() => viewer.app.heading.textContent()).toBe(`${black} — ${white}`);
    expect(await viewer.move()).toBe(0);
    expect(await viewer.pointCount()).toBe(size * size);
    expect(await viewer.captures()).toEqual({ black: 0, white: 0 });
    expect(await viewer.keysHint.textContent()).toBe(
      'Keys: ← and → previous and next move, Home and End first and last move',
    );
    expect(await viewer.info(viewer.gameInfo, 'Date')).toBe(formatDate(game.date, 'en'));
    expect(await viewer.info(viewer.gameInfo, 'Round')).toBe(String(game.round));
    // the games list's notation first ('B+'), then who won in words
    const notation = EN_RESULTS[game.result];
    expect((await viewer.info(viewer.gameInfo, 'Result')).split(' · ')[0]).toBe(notation);
    expect(await viewer.info(viewer.gameInfo, 'Board')).toBe(`${game.boardSize}×${game.boardSize}`);
    expect(await viewer.info(viewer.gameInfo, 'Time control')).toMatch(
      /^\d+ (min|h) \+ (\d+×\d+ s byo-yomi|\d+ moves in \d+ min|\d+ s per move \(Fischer\))$/,
    );
    const tournament = viewer.gameInfo.getByRole('link', { name: game.tournament!.titleLatin });
    expect(await tournament.getAttribute('href')).toBe(`/tournaments/${game.tournament!.id}`);
    const root = mainLine(text).root;
    expect(await viewer.info(viewer.recordInfo, 'Board')).toBe(`${size}×${size}`);
    expect(await viewer.info(viewer.recordInfo, 'Black')).toContain(root.data.PB?.[0] ?? '');
  });

  it('steps through the moves with the arrow keys, each stone where the record puts it', async () => {
    const { moves } = chosen;
    await openChosen();
    for (const move of moves.slice(0, STEPS)) {
      await viewer.press('ArrowRight');
      await expect.poll(() => viewer.move()).toBe(move.number);
      expect(await viewer.stoneAt(...move.vertex!), `move ${move.number}`).toBe(color(move.sign));
    }
    const last = moves[STEPS - 1];
    await viewer.press('ArrowLeft');
    await expect.poll(() => viewer.move()).toBe(STEPS - 1);
    expect(await viewer.stoneAt(...last.vertex!)).toBeNull();
    await viewer.nextButton.click();
    await expect.poll(() => viewer.move()).toBe(STEPS);
    expect(await viewer.stoneAt(...last.vertex!)).toBe(color(last.sign));
  });

  it('counts captures and takes the captured stones off', async () => {
    const { moves, capture } = chosen;
    await openChosen();
    const before = moves[capture.number - 2];
    await viewer.press('ArrowRight', capture.number - 1);
    await expect.poll(() => viewer.move()).toBe(capture.number - 1);
    expect(await viewer.captures()).toEqual(before.captures);
    await viewer.press('ArrowRight');
    await expect.poll(() => viewer.move()).toBe(capture.number);
    expect(await viewer.captures()).toEqual(capture.captures);
    expect(await viewer.stoneAt(...capture.vertex!)).toBe(color(capture.sign));
  });

  it('goes to the last move with End and back to the start with Home', async () => {
    const { moves } = chosen;
    await openChosen();
    await viewer.press('End');
    const last = moves[moves.length - 1];
    await expect.poll(() => viewer.move()).toBe(last.number);
    expect(await viewer.captures()).toEqual(last.captures);
    await viewer.press('Home');
    await expect.poll(() => viewer.move()).toBe(0);
    expect(await viewer.captures()).toEqual({ black: 0, white: 0 });
    expect(await viewer.stoneAt(...moves[0].vertex!)).toBeNull();
  });

  it("shows the current move's comment", async () => {
    const { commented } = chosen;
    await openChosen();
    await viewer.press('ArrowRight', commented.number);
    await expect.poll(() => viewer.move()).toBe(commented.number);
    expect(await viewer.comment.textContent()).toBe(commented.comment);
  });

  it('lists the variations where the record branches, marks them, and switches to one', async () => {
    const { branch, branchPoints, branchSign } = chosen;
    const [main, alternative] = branchPoints;
    await openChosen();
    await viewer.press('ArrowRight', branch.number);
    await expect.poll(() => viewer.move()).toBe(branch.number);
    expect(await viewer.variationButtons.count()).toBe(branch.variations.length);
    expect(await viewer.labelAt(...main)).toBe('A');
    expect(await viewer.labelAt(...alternative)).toBe('B');

    await viewer.variationButtons.nth(1).click();
    await expect.poll(() => viewer.move()).toBe(branch.number + 1);
    expect(await viewer.stoneAt(...alternative)).toBe(color(branchSign));
    expect(await viewer.stoneAt(...main)).toBeNull();
    const comment = branch.variations[1].data.C?.[0]?.trim() || 'No comment on this move.';
    expect(await viewer.commentPanel.textContent()).toContain(comment);

    // Back and forward again: the chosen variation is remembered.
    await viewer.press('ArrowLeft');
    await expect.poll(() => viewer.move()).toBe(branch.number);
    await viewer.press('ArrowRight');
    await expect.poll(() => viewer.move()).toBe(branch.number + 1);
    expect(await viewer.stoneAt(...alternative)).toBe(color(branchSign));
  });

  it('downloads the SGF file the API serves', async () => {
    const { game, text } = chosen;
    await openChosen();
    const href = await viewer.download.getAttribute('href');
    expect(href).toBe(`/api/v1/games/${game.id}/sgf`);
    expect(await viewer.download.getAttribute('download')).not.toBeNull();
    const response = await fetch(`${baseUrl()}${href}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-go-sgf/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await response.text()).toBe(text);

    const [download] = await Promise.all([
      browser.page.waitForEvent('download'),
      viewer.download.click(),
    ]);
    expect(await readFile(await download.path(), 'utf8')).toBe(text);
  });

  it('fits a 360 px wide phone', async () => {
    const { size } = chosen;
    await browser.page.setViewportSize({ width: 360, height: 740 });
    try {
      await openChosen();
      expect(await viewer.app.hasHorizontalOverflow()).toBe(false);
      const box = (await viewer.board.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      // the points are big enough to see and to tell apart
      expect(box.width / (size + 2)).toBeGreaterThanOrEqual(12);
      await viewer.press('ArrowRight');
      await expect.poll(() => viewer.move()).toBe(1);
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('says so for a game without a record, and shows the game', async () => {
    const unrecorded = (await apiGet<Page<GameSummary>>('games?has_sgf=false&limit=1')).items[0];
    await viewer.open(unrecorded.id, '?lng=en');
    await viewer.noRecord.waitFor();
    expect(await viewer.noRecord.textContent()).toBe('No game record for this game');
    expect(await viewer.info(viewer.gameInfo, 'Round')).toBe(String(unrecorded.round));
    expect(await viewer.board.count()).toBe(0);
  });

  it('names the board by its move for a screen reader, and describes the position on demand', async () => {
    const { moves, size } = chosen;
    await openChosen();
    const total = moves[moves.length - 1].number;
    expect(await viewer.picture.getAttribute('aria-label')).toBe(`Move 0 of ${total}`);
    await viewer.press('ArrowRight', 2);
    await expect.poll(() => viewer.move()).toBe(2);
    const [first, second] = moves;
    const played = (move: MoveFact) =>
      `${move.sign === 1 ? 'Black' : 'White'} ${move.vertex ? pointName(move.vertex, size) : 'passed'}`;
    const label = `Move 2 of ${total}: ${played(second)}`;
    expect(await viewer.picture.getAttribute('aria-label')).toBe(label);

    // Shudan's points ("1", "-1") and coordinates are hidden: the picture is its label alone.
    const hidden = await viewer.board.evaluate((board) => {
      const vertices = board.querySelector('.shudan-vertices');
      return vertices !== null && vertices.closest('[aria-hidden="true"]') !== null;
    });
    expect(hidden).toBe(true);
    const snapshot = await viewer.main.locator('.viewer-layout__board').ariaSnapshot();
    expect(snapshot).toContain(`img "${label}"`);
    expect(snapshot).not.toMatch(/(^|\s)-?1(\s|$)/m);

    expect(await viewer.description.textContent()).toBe('');
    await viewer.describeButton.click();
    await expect.poll(() => viewer.description.textContent()).not.toBe('');
    const [black, white] = await viewer.description.locator('p').allTextContents();
    expect(black).toMatch(new RegExp(`^Black stones \\(${await viewer.stoneCount('black')}\\): `));
    expect(white).toMatch(new RegExp(`^White stones \\(${await viewer.stoneCount('white')}\\): `));
    for (const move of [first, second].filter((m) => m.vertex)) {
      expect(move.sign === 1 ? black : white).toContain(pointName(move.vertex!, size));
    }

    // Another move: the description was of the last position, so it goes until asked again.
    await viewer.press('ArrowRight');
    await expect.poll(() => viewer.move()).toBe(3);
    expect(await viewer.description.textContent()).toBe('');
  });

  it('says so for an unknown game', async () => {
    await viewer.open(999_999_999, '?lng=en');
    await viewer.app.waitForHeading('No game with such id');
  });

  it('offline: a game viewed once opens, steps and downloads from this device', async () => {
    const { game, moves, text } = chosen;
    await browser.context.setOffline(true);
    const response = await viewer.app.open(`/viewer/${game.id}?lng=en`);
    expect(response?.fromServiceWorker()).toBe(true);
    await viewer.waitForBoard();
    await viewer.press('End');
    await expect.poll(() => viewer.move()).toBe(moves[moves.length - 1].number);
    expect(await viewer.info(viewer.gameInfo, 'Round')).toBe(String(game.round));

    expect(await viewer.download.getAttribute('href')).toMatch(/^blob:/);
    const [download] = await Promise.all([
      browser.page.waitForEvent('download'),
      viewer.download.click(),
    ]);
    expect(await readFile(await download.path(), 'utf8')).toBe(text);
  });
});
