import { describe, expect, it } from 'vitest';
import { replayGame } from './game-record';
import { createPacedTimeline, createTimeline, LEAD_SECONDS, TAIL_SECONDS } from './timeline';

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

describe('a paced video’s timeline', () => {
  const game = replayGame('tests/factories/board-videos/captures-9x9.sgf', 7);
  const pace = { handSeconds: 0.8, stillSeconds: 0.7, handBefore: (index: number) => index === 1 };
  const timeline = createPacedTimeline(game, pace);

  it('brings a stone under a hand only when asked, and shows each position still for a while', () => {
    expect(game.captures[6]).toHaveLength(1);
    // move 1 appears at once, still for 0.7 s; move 2 comes under a hand, down halfway
    expect(timeline.at(LEAD_SECONDS)).toEqual({ signs: game.boards[1], hand: null });
    expect(timeline.at(LEAD_SECONDS + 0.69)).toEqual({ signs: game.boards[1], hand: null });
    expect(timeline.at(LEAD_SECONDS + 0.75).hand).toMatchObject({ colour: -1 });
    expect(timeline.at(LEAD_SECONDS + 1.15).signs).toBe(game.boards[2]);
    expect(timeline.at(LEAD_SECONDS + 1.6)).toEqual({ signs: game.boards[2], hand: null });
  });

  it('takes captured stones off under a hand after the capturing stone is down', () => {
    const capture = LEAD_SECONDS + 0.8 + 6 * 0.7;
    const placed = timeline.at(capture + 0.1);
    expect(placed.signs[0][1]).toBe(-1);
    expect(placed.signs[1][1]).toBe(1);
    expect(placed.hand).toMatchObject({ colour: 1, point: [1, 0] });
    expect(timeline.at(capture + 0.5).signs).toBe(game.boards[7]);
    expect(timeline.duration).toBeCloseTo(capture + 0.8 + 0.7 + TAIL_SECONDS);
  });
});
