import { describe, expect, it } from 'vitest';
import { replayGame } from './game-record';
import { createTimeline, LEAD_SECONDS, TAIL_SECONDS } from './timeline';

describe('a rendered game video’s timeline', () => {
  const game = replayGame('tests/fixtures/sgf/gnugo-9x9-even.sgf', 6);
  const timeline = createTimeline(game, 2);

  it('lasts the lead-in, the moves and the tail', () => {
    expect(game.moves).toHaveLength(6);
    expect(timeline.duration).toBe(LEAD_SECONDS + 6 * 2 + TAIL_SECONDS);
  });

  it('shows the empty board first, then each stone from a fifth into its move, under a hand', () => {
    expect(timeline.at(0.5)).toEqual({ signs: game.boards[0], hand: null });
    const placing = timeline.at(LEAD_SECONDS + 0.5);
    expect(placing.signs).toBe(game.boards[1]);
    expect(placing.hand).toMatchObject({ colour: 1 });
    expect(timeline.at(LEAD_SECONDS + 1.5)).toEqual({ signs: game.boards[1], hand: null });
    expect(timeline.at(LEAD_SECONDS + 3.5).hand).toBeNull();
    expect(timeline.at(LEAD_SECONDS + 2.3).hand).toMatchObject({ colour: -1 });
    expect(timeline.at(timeline.duration - 0.1).signs).toBe(game.boards[6]);
  });
});
