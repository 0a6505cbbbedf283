import { describe, expect, it } from 'vitest';
import { userMove, newOfflineGame, botMove, type Transition } from './offline-game';

function codeOf(result: Transition): string | null {
  return result.ok ? null : result.code;
}

describe("the player's refused moves carry the rules' code (translated under botOffline:refusal)", () => {
  const setup = {
    boardSize: 9,
    colour: 'black',
    rank: '8k',
    style: 'solid',
    time: 'blitz',
  } as const;

  it('names an occupied point and a move out of turn', () => {
    let state = newOfflineGame(setup, 'g', 0);
    const first = userMove(state, 'E5', 1);
    if (!first.ok) throw new Error(first.reason);
    expect(codeOf(userMove(first.state, 'C3', 2))).toBe('notYourTurn');
    const answered = botMove(first.state, 'C3', null, 3);
    if (!answered.ok) throw new Error(answered.reason);
    state = answered.state;
    expect(codeOf(userMove(state, 'C3', 4))).toBe('occupied');
  });
});
