import { describe, expect, it } from 'vitest';
import { userMove, newOfflineGame, botMove, type Transition } from './offline-game';
import { refusalKey } from './refusal';

function reasonOf(result: Transition): string {
  return result.ok ? '' : result.reason;
}

describe("the player's refused moves in the reader's language", () => {
  const setup = {
    boardSize: 9,
    colour: 'black',
    rank: '8k',
    style: 'solid',
    time: 'blitz',
  } as const;

  it('names an occupied point, a move out of turn, and anything else as other', () => {
    let state = newOfflineGame(setup, 'g', 0);
    const first = userMove(state, 'E5', 1);
    if (!first.ok) throw new Error(first.reason);
    expect(refusalKey(reasonOf(userMove(first.state, 'C3', 2)))).toBe('refusal.notYourTurn');
    const answered = botMove(first.state, 'C3', null, 3);
    if (!answered.ok) throw new Error(answered.reason);
    state = answered.state;
    expect(refusalKey(reasonOf(userMove(state, 'C3', 4)))).toBe('refusal.occupied');
    expect(refusalKey('something new')).toBe('refusal.other');
  });
});
