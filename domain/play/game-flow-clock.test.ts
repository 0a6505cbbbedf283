import { describe, expect, it } from 'vitest';
import { ABANDON_AFTER_MS } from './flow-settings';
import {
  applyEvent,
  clocksAt,
  FLOW_REASONS,
  nextDeadline,
  startFlow,
  type FlowEvent,
  type FlowSettings,
  type LiveGameFlow,
} from './game-flow';
import { lagQuotaRuleOf } from './lag-quota';

const T0 = 1_000_000;
/** 9x9, 10 minutes + 5 s Fischer: 25 s a move expected, the quota grows by 250 ms a move */
const SETTINGS: FlowSettings = {
  boardSize: 9,
  rules: 'chinese',
  komi: 7.5,
  handicapStones: [],
  clock: { kind: 'fischer', mainTime: 600_000, increment: 5_000, maximum: null },
  abandonAfterMs: ABANDON_AFTER_MS,
  lag: lagQuotaRuleOf({ boardSize: 9, mainTime: 600, bonusTime: 5 }),
};
const HOLD_MS = 300_000;

function run(events: FlowEvent[], settings = SETTINGS): LiveGameFlow {
  return events.reduce(
    (game, event) => {
      const result = applyEvent(game, event);
      if (!result.ok) throw new Error(`${event.kind}: ${result.reason}`);
      return result.game;
    },
    startFlow(settings, T0),
  );
}

function refused(game: LiveGameFlow, event: FlowEvent): string {
  const result = applyEvent(game, event);
  if (result.ok) throw new Error(`${event.kind} was accepted`);
  return result.reason;
}

/** Points of the 9x9 board, column by column, for moves that never capture. */
const POINTS = 'ABCDEFGHJ'.split('').flatMap((c) => [1, 3, 5, 7, 9].map((r) => `${c}${r}`));

describe('live game flow: the lag quota', () => {
  it('gives a client claiming 1 s of lag on every move its quota, not a second a move', () => {
    // each move made 10 s after the last, each with a claimed lag of 1 s
    const events: FlowEvent[] = POINTS.slice(0, 40).map((point, index) => ({
      kind: 'move',
      actor: index % 2 === 0 ? 'black' : 'white',
      move: point,
      at: T0 + (index + 1) * 10_000,
      lagMs: 1_000,
    }));
    const game = run(events);
    const rule = SETTINGS.lag!;
    // 20 moves each: 200 s taken, 100 s added by the increment, and the lag forgiven
    const forgiven = rule.startMs + 19 * rule.gainMs;
    expect(game.clocks.black.mainLeft).toBe(600_000 - 200_000 + 100_000 + forgiven);
    expect(game.clocks.white.mainLeft).toBe(game.clocks.black.mainLeft);
    expect(forgiven).toBeLessThan(20 * 1_000 * 0.4);
  });

  it('waits for a timeout only as long as the lag the player may still be forgiven', () => {
    const clock = { kind: 'fischer' as const, mainTime: 60_000, increment: 0, maximum: null };
    const fresh = startFlow({ ...SETTINGS, clock, abandonAfterMs: null }, T0);
    expect(nextDeadline(fresh)?.at).toBe(T0 + 60_000 + 750 + 1);
    const spent = run(
      [
        { kind: 'move', actor: 'black', move: 'E5', at: T0 + 1_000, lagMs: 1_000 },
        { kind: 'move', actor: 'white', move: 'C3', at: T0 + 2_000 },
        { kind: 'move', actor: 'black', move: 'G7', at: T0 + 3_000, lagMs: 1_000 },
        { kind: 'move', actor: 'white', move: 'C7', at: T0 + 4_000 },
      ],
      { ...SETTINGS, clock, abandonAfterMs: null },
    );
    // black's quota: 750, then 250 left after the first move, 250 after the second
    expect(nextDeadline(spent)).toMatchObject({ colour: 'black' });
    const blackLeft = spent.clocks.black.mainLeft;
    expect(nextDeadline(spent)?.at).toBe(T0 + 4_000 + blackLeft + 250 + 1);
  });
});

describe('live game flow: a held clock (a bot move waiting for an engine)', () => {
  const humanMoved = () => run([{ kind: 'move', actor: 'black', move: 'E5', at: T0 + 1_000 }]);
  const hold = (at: number, colour: 'black' | 'white' = 'white'): FlowEvent => ({
    kind: 'hold',
    colour,
    at,
    maxMs: HOLD_MS,
  });

  it('charges the bot its thinking, not its wait in the queue', () => {
    const held = run([
      { kind: 'move', actor: 'black', move: 'E5', at: T0 + 1_000 },
      hold(T0 + 1_500),
    ]);
    // 60 s in the queue, then 2 s of thought
    const moved = applyEvent(held, {
      kind: 'move',
      actor: 'white',
      move: 'C3',
      at: T0 + 63_500,
      queuedMs: 60_000,
    });
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.game.clocks.white.mainLeft).toBe(600_000 - 2_500 + 5_000);
    expect(moved.game.hold).toBeNull();
  });

  it('stands the clock still while held: its reading, its deadline, the abandonment', () => {
    const held = applyEvent(humanMoved(), hold(T0 + 3_000));
    if (!held.ok) throw new Error(held.reason);
    expect(clocksAt(held.game, T0 + 200_000).white.mainLeft).toBe(598_000);
    // the clock runs again once the hold is used up
    expect(clocksAt(held.game, T0 + 3_000 + HOLD_MS + 1_000).white.mainLeft).toBe(597_000);
    expect(nextDeadline(held.game)).toEqual({
      at: T0 + 1_000 + ABANDON_AFTER_MS + HOLD_MS,
      kind: 'abandon',
      colour: 'white',
    });
    expect(
      refused(held.game, { kind: 'abandon', colour: 'white', at: T0 + 1_000 + ABANDON_AFTER_MS }),
    ).toBe(FLOW_REASONS.notAbandoned);
  });

  it('holds only the running clock, once; a wait without a hold is charged', () => {
    expect(refused(humanMoved(), hold(T0 + 2_000, 'black'))).toBe(FLOW_REASONS.notHoldable);
    const held = run([
      { kind: 'move', actor: 'black', move: 'E5', at: T0 + 1_000 },
      hold(T0 + 2_000),
    ]);
    expect(refused(held, hold(T0 + 3_000))).toBe(FLOW_REASONS.notHoldable);
    const unheld = applyEvent(humanMoved(), {
      kind: 'move',
      actor: 'white',
      move: 'C3',
      at: T0 + 31_000,
      queuedMs: 30_000,
    });
    expect(unheld.ok && unheld.game.clocks.white.mainLeft).toBe(600_000 - 30_000 + 5_000);
  });

  it('keeps the hold across downtime, moved on by it', () => {
    const game = run([
      { kind: 'move', actor: 'black', move: 'E5', at: T0 + 1_000 },
      hold(T0 + 2_000),
      { kind: 'clock-resume', from: T0 + 5_000, at: T0 + 50_000 },
    ]);
    expect(game.hold).toEqual({ from: T0 + 47_000, maxMs: HOLD_MS });
    expect(game.turnStartedAt).toBe(T0 + 46_000);
    expect(clocksAt(game, T0 + 60_000).white.mainLeft).toBe(599_000);
  });
});
