import { listItems } from '@domain/play/growing-list';
import { describe, expect, it } from 'vitest';
import { clocksAt } from '@domain/play/game-flow';
import type { StoneSign } from '@vision/types';
import type { BotGameSetup } from './bot-options';
import {
  acceptScore,
  botMove,
  canTakeBack,
  deadFromOwnership,
  flagFall,
  foldGame,
  isBotTurn,
  isFromPosition,
  newOfflineGame,
  reopened,
  resign,
  resumePlay,
  stateOf,
  takeBack,
  toggleDeadAt,
  userMove,
  type BotGameState,
  type Transition,
} from './offline-game';
import { uploadPayloadOf } from './upload-payload';

const SETUP: BotGameSetup = {
  boardSize: 9,
  colour: 'black',
  rank: '5k',
  style: 'balanced',
  time: 'blitz',
};
const T0 = 1_700_000_000_000;

function ok(result: Transition): BotGameState {
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

function started(setup: Partial<BotGameSetup> = {}): BotGameState {
  return newOfflineGame({ ...SETUP, ...setup }, 'game-1', T0);
}

describe('a game against the bot on the device', () => {
  it('starts on an empty board, the player to move as black, with Chinese komi', () => {
    const state = started();
    expect(state.game.position.toMove).toBe('black');
    expect(state.record.userColour).toBe('black');
    expect(state.game.settings.komi).toBe(7.5);
    expect(state.game.settings.abandonAfterMs).toBeNull();
    expect(isBotTurn(state)).toBe(false);
  });

  it('settles a random colour when it starts; the bot moves first when the player is white', () => {
    expect(started({ colour: 'random' }).record.userColour).toMatch(/^(black|white)$/);
    const white = newOfflineGame({ ...SETUP, colour: 'random' }, 'g', T0, () => 0.9);
    expect(white.record.userColour).toBe('white');
    expect(isBotTurn(white)).toBe(true);
  });

  it('alternates the player and the bot, keeping every event so the fold gives the same game', () => {
    let state = ok(userMove(started(), 'E5', T0 + 1000));
    expect(isBotTurn(state)).toBe(true);
    expect(userMove(state, 'C3', T0 + 1500)).toEqual({
      ok: false,
      code: 'notYourTurn',
      reason: 'Not your turn',
    });
    state = ok(botMove(state, 'C3', null, T0 + 2000));
    expect(listItems(state.game.moves)).toEqual(['E5', 'C3']);
    expect(foldGame(state.record)).toEqual(state.game);
    expect(listItems(stateOf(state.record).game.moves)).toEqual(['E5', 'C3']);
  });

  it('refuses an occupied point and keeps the record unchanged', () => {
    const state = ok(botMove(ok(userMove(started(), 'E5', T0 + 1)), 'C3', null, T0 + 2));
    expect(userMove(state, 'C3', T0 + 3)).toEqual({
      ok: false,
      code: 'occupied',
      reason: 'Point is occupied',
    });
  });

  it("takes back the player's move and the bot's answer to it", () => {
    let state = ok(userMove(started(), 'E5', T0 + 1));
    state = ok(botMove(state, 'C3', null, T0 + 2));
    expect(canTakeBack(state)).toBe(true);
    state = ok(takeBack(state, T0 + 3));
    expect(listItems(state.game.moves)).toEqual([]);
    expect(state.game.position.toMove).toBe('black');
    expect(canTakeBack(state)).toBe(false);
  });

  it('takes back the last move alone while the bot is still thinking', () => {
    const state = ok(takeBack(ok(userMove(started(), 'E5', T0 + 1)), T0 + 2));
    expect(listItems(state.game.moves)).toEqual([]);
  });

  it('ends by resignation: the bot wins', () => {
    const state = ok(resign(ok(userMove(started(), 'E5', T0 + 1)), T0 + 2));
    expect(state.game.result).toBe('W+R');
    expect(state.game.endReason).toBe('resignation');
    expect(state.record.finished).toBe(1);
  });

  it('ends when the bot resigns', () => {
    const state = ok(botMove(ok(userMove(started(), 'E5', T0 + 1)), 'resign', null, T0 + 2));
    expect(state.game.result).toBe('B+R');
  });

  it('after two passes proposes the dead stones from the ownership; the player toggles and accepts', () => {
    let state = ok(userMove(started(), 'E5', T0 + 1));
    // the bot sees its own stone at A1 as black's: dead
    const ownership = Array.from({ length: 81 }, () => 0.9);
    state = ok(botMove(state, 'A1', ownership, T0 + 2));
    state = ok(userMove(state, 'pass', T0 + 3));
    state = ok(botMove(state, 'pass', ownership, T0 + 4));
    expect(state.game.phase).toBe('removal');
    expect(state.game.removal?.dead).toEqual(['A1']);
    const alive = ok(toggleDeadAt(state, 'A1', T0 + 5));
    expect(alive.game.removal?.dead).toEqual([]);
    const dead = ok(toggleDeadAt(alive, 'A1', T0 + 6));
    const finished = ok(acceptScore(dead, T0 + 7));
    expect(finished.game.phase).toBe('finished');
    expect(finished.game.endReason).toBe('score');
    // Black: 81 points of area with A1 dead and E5 alive; White: komi 7.5
    expect(finished.game.result).toBe('B+73.5');
  });

  it('goes back to play from the dead stones', () => {
    let state = ok(userMove(started(), 'pass', T0 + 1));
    state = ok(botMove(state, 'pass', null, T0 + 2));
    state = ok(resumePlay(state, T0 + 3));
    expect(state.game.phase).toBe('play');
  });

  it("ends on time when the player's flag falls, not before", () => {
    const state = started();
    expect(flagFall(state, 'black', T0 + 60_000).ok).toBe(false);
    const late = ok(flagFall(state, 'black', T0 + 5 * 60_000 + 1));
    expect(late.game.result).toBe('W+T');
  });

  it('charges nobody for the time the page was closed', () => {
    const state = ok(userMove(started(), 'E5', T0 + 10_000));
    const answered = ok(botMove(state, 'C3', null, T0 + 12_000));
    const seen = { ...answered, record: { ...answered.record, seenAt: T0 + 20_000 } };
    const back = reopened(seen, T0 + 3_600_000);
    // black thought 10 s of its first move (+3 s increment), then 8 s before the page closed
    expect(clocksAt(back.game, T0 + 3_600_000).black.mainLeft).toBe(
      5 * 60_000 - 10_000 + 3_000 - 8_000,
    );
    expect(back.record.seenAt).toBe(T0 + 3_600_000);
    // the turn goes on from its 8 s
    expect(back.game.turnStartedAt).toBe(T0 + 3_600_000 - 8_000);
  });
});

describe('dead stones from the ownership estimate', () => {
  const signMap = [
    [1, -1, 0],
    [0, 0, 0],
    [0, 0, -1],
  ];

  it('marks stones whose point leans strongly to the other colour', () => {
    const ownership = [-0.8, -0.9, 0, 0, 0, 0, 0, 0, 0.7];
    expect(deadFromOwnership(signMap, ownership)).toEqual(['A3', 'C1']);
  });

  it('leaves stones on uncertain points alone, and marks nothing without an estimate', () => {
    expect(deadFromOwnership(signMap, [-0.3, 0.2, 0, 0, 0, 0, 0, 0, 0.4])).toEqual([]);
    expect(deadFromOwnership(signMap, null)).toEqual([]);
  });
});

describe('a game from a position (play on from GoGlass)', () => {
  /** 9x9: black C3, D4; white F6, G7; white to play, komi 5.5; the player takes black. */
  function fromPosition(): BotGameState {
    const signs = Array.from({ length: 9 }, () => Array.from({ length: 9 }, (): StoneSign => 0));
    signs[6][2] = 1;
    signs[5][3] = 1;
    signs[3][5] = -1;
    signs[2][6] = -1;
    return newOfflineGame(
      { ...SETUP, boardSize: 19, from: { boardSize: 9, signs, toPlay: 'W', komi: 5.5 } },
      'game-2',
      T0,
    );
  }

  it('starts with the stones set up, the side to play, the position’s size and komi', () => {
    const state = fromPosition();
    const { settings, position } = state.game;
    expect(settings.boardSize).toBe(9);
    expect(settings.komi).toBe(5.5);
    expect(settings.setup).toEqual({ black: ['C3', 'D4'], white: ['F6', 'G7'], toMove: 'white' });
    expect(position.signMap[6][2]).toBe(1);
    expect(position.signMap[2][6]).toBe(-1);
    expect(position.toMove).toBe('white');
    // the player is black: the bot (white) moves first
    expect(isBotTurn(state)).toBe(true);
  });

  it('keeps the stones through the fold and an undo', () => {
    let state = ok(botMove(fromPosition(), 'E5', null, T0 + 1000));
    state = ok(userMove(state, 'C7', T0 + 2000));
    state = ok(botMove(state, 'G3', null, T0 + 3000));
    expect(canTakeBack(state)).toBe(true);
    const back = ok(takeBack(state, T0 + 4000));
    expect(listItems(back.game.moves)).toEqual(['E5']);
    expect(back.game.position.signMap[6][2]).toBe(1);
    expect(back.game.position.signMap[2][6]).toBe(-1);
    expect(back.game.position.toMove).toBe('black');
    expect(foldGame(back.record).position.signMap).toEqual(back.game.position.signMap);
  });

  it('stays on the device: no upload for a game from a position', () => {
    const state = ok(botMove(fromPosition(), 'resign', null, T0 + 1000));
    expect(state.game.phase).toBe('finished');
    expect(uploadPayloadOf(state.record)).toBeNull();
    expect(isFromPosition(state.record)).toBe(true);
  });
});
