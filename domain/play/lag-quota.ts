import { expectedSecondsPerMove } from './time-class';
import { LAG_ALLOWANCE_MS, type ChallengeSettingsLike } from './types';

/**
 * Lag compensation with a quota, as lichess does: each player holds a quota of lag (ms) the
 * server may forgive. A move's measured lag is forgiven up to the quota and up to moveMaxMs; what
 * is forgiven leaves the quota, and every move adds gainMs back, up to maxMs. A steady lag below
 * the gain is forgiven on every move; a client claiming more than its real lag gets the quota's
 * growth, not a second a move.
 */
export interface LagQuotaRule {
  /** each player's quota when the game starts */
  startMs: number;
  /** what each of the player's moves adds to the quota */
  gainMs: number;
  /** the most the quota holds */
  maxMs: number;
  /** the most forgiven on one move */
  moveMaxMs: number;
}

/** The quota grows by this share of the expected time per move, within the bounds below. */
const GAIN_SHARE = 1 / 40;
const MIN_GAIN_MS = 100;
const MAX_GAIN_MS = 250;

/**
 * The rule before quotas (up to LAG_ALLOWANCE_MS forgiven on every move, without end): the
 * quota is always full. Games started then are replayed with it, so their clocks never change.
 */
export const UNLIMITED_LAG_RULE: LagQuotaRule = {
  startMs: LAG_ALLOWANCE_MS,
  gainMs: LAG_ALLOWANCE_MS,
  maxMs: LAG_ALLOWANCE_MS,
  moveMaxMs: LAG_ALLOWANCE_MS,
};

/**
 * The quota for a time control: it grows by a fortieth of the expected time per move (100 ms to
 * 250 ms a move), starts at three moves' growth and holds at most seven; at most
 * LAG_ALLOWANCE_MS is forgiven on one move.
 */
export function lagQuotaRuleOf(
  s: Pick<ChallengeSettingsLike, 'boardSize' | 'mainTime' | 'bonusTime'>,
): LagQuotaRule {
  const perMoveMs = expectedSecondsPerMove(s) * 1000;
  const gainMs = Math.round(Math.min(MAX_GAIN_MS, Math.max(MIN_GAIN_MS, perMoveMs * GAIN_SHARE)));
  return {
    startMs: 3 * gainMs,
    gainMs,
    maxMs: 7 * gainMs,
    moveMaxMs: LAG_ALLOWANCE_MS,
  };
}

/** The lag forgiven on one move (a missing, negative or non-finite lag is none) and the quota after it. */
export function compensateLag(
  rule: LagQuotaRule,
  quotaMs: number,
  lagMs: number | undefined,
): { forgivenMs: number; quotaMs: number } {
  const lag = lagMs !== undefined && Number.isFinite(lagMs) ? Math.max(0, lagMs) : 0;
  const forgivenMs = Math.min(lag, Math.max(0, quotaMs), rule.moveMaxMs);
  return { forgivenMs, quotaMs: Math.min(quotaMs - forgivenMs + rule.gainMs, rule.maxMs) };
}

/** The most a move may be forgiven now: what a timeout waits for beyond the flag. */
export function lagGraceMs(rule: LagQuotaRule, quotaMs: number): number {
  return Math.max(0, Math.min(quotaMs, rule.moveMaxMs));
}
