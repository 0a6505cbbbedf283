import { describe, expect, it } from 'vitest';
import { compensateLag, lagGraceMs, lagQuotaRuleOf, UNLIMITED_LAG_RULE } from './lag-quota';
import { LAG_ALLOWANCE_MS } from './types';

/** 19x19, 10 minutes + 30 s byoyomi: 35 s expected a move, the largest growth. */
const RULE = lagQuotaRuleOf({ boardSize: 19, mainTime: 600, bonusTime: 30 });

/** Forgiven per move for a run of claimed lags, from a fresh quota. */
function forgiven(lags: number[], rule = RULE): number[] {
  let quota = rule.startMs;
  return lags.map((lag) => {
    const step = compensateLag(rule, quota, lag);
    quota = step.quotaMs;
    return step.forgivenMs;
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('lagQuotaRuleOf', () => {
  it('grows by a fortieth of the expected time per move, 100 to 250 ms, at most 1 s a move', () => {
    expect(RULE).toEqual({ startMs: 750, gainMs: 250, maxMs: 1750, moveMaxMs: 1000 });
    // 9x9, 1 min + 2 s Fischer: 4 s a move
    expect(lagQuotaRuleOf({ boardSize: 9, mainTime: 60, bonusTime: 2 })).toMatchObject({
      gainMs: 100,
      startMs: 300,
      maxMs: 700,
    });
    // 9x9, 3 min + 2 s: 8 s a move
    expect(lagQuotaRuleOf({ boardSize: 9, mainTime: 180, bonusTime: 2 }).gainMs).toBe(200);
  });
});

describe('compensateLag', () => {
  it('gives a client claiming 1 s on every move its quota over the game, not a second a move', () => {
    const moves = 150;
    const given = forgiven(Array<number>(moves).fill(1_000));
    expect(Math.max(...given)).toBeLessThanOrEqual(RULE.moveMaxMs);
    // the starting quota, then what each later move added
    expect(sum(given)).toBe(RULE.startMs + (moves - 1) * RULE.gainMs);
    expect(sum(given)).toBeLessThan(moves * 1_000 * 0.3);
  });

  it('forgives a steady real lag below the growth on every move', () => {
    expect(forgiven(Array<number>(200).fill(180))).toEqual(Array<number>(200).fill(180));
  });

  it('bounds one move by the quota and by the most a move may get, and refills up to the maximum', () => {
    const [spike, next] = forgiven([5_000, 5_000]);
    expect(spike).toBe(750);
    expect(next).toBe(250);
    // a long quiet stretch refills the quota to its maximum; a spike then gets 1 s, not 1.75 s
    expect(forgiven([...Array<number>(10).fill(0), 5_000, 5_000]).slice(-2)).toEqual([
      1_000, 1_000,
    ]);
  });

  it('forgives nothing of a missing, negative or non-finite lag, and never more than the lag', () => {
    expect(forgiven([Number.NaN, -2_000, Number.POSITIVE_INFINITY, 0, 300])).toEqual([
      0, 0, 0, 0, 300,
    ]);
    expect(compensateLag(RULE, 750, undefined)).toEqual({ forgivenMs: 0, quotaMs: 1_000 });
  });

  it('the rule before quotas forgives up to 1 s on every move, without end', () => {
    expect(forgiven(Array<number>(100).fill(5_000), UNLIMITED_LAG_RULE)).toEqual(
      Array<number>(100).fill(LAG_ALLOWANCE_MS),
    );
  });
});

describe('lagGraceMs', () => {
  it('is what the next move could be forgiven at most', () => {
    expect(lagGraceMs(RULE, 1_750)).toBe(1_000);
    expect(lagGraceMs(RULE, 250)).toBe(250);
    expect(lagGraceMs(RULE, 0)).toBe(0);
  });
});
