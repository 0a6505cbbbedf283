import { describe, expect, it } from 'vitest';
import { rankSortScore } from '../rating/rank';
import { CALIBRATED_RANKS } from './calibrated-ranks';
import { GNUGO_LEVEL_IDS } from './strengths';
import {
  botRanks,
  defaultBotRank,
  GNUGO_RANKS,
  gnugoLevelFor,
  isBeginner,
  MODERN_RANKS,
  modernStrengthFor,
} from './ranks';

describe('bot ranks', () => {
  it('offers each bot its ranks weakest first, one setting per rank', () => {
    for (const kind of ['modern', 'pre-ai'] as const) {
      const ranks = botRanks(kind);
      expect(ranks.length).toBeGreaterThan(1);
      expect(new Set(ranks).size).toBe(ranks.length);
      const scores = ranks.map(rankSortScore);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
      expect(ranks).toContain(defaultBotRank(kind));
    }
  });

  it('maps an offered rank to its setting and anything else to null', () => {
    for (const { rank, setting } of MODERN_RANKS) expect(modernStrengthFor(rank)).toBe(setting);
    for (const { rank, setting } of GNUGO_RANKS) expect(gnugoLevelFor(rank)).toBe(setting);
    expect(modernStrengthFor('30k')).toBeNull();
    expect(gnugoLevelFor(null)).toBeNull();
  });

  it('offers a GNU Go level only when measured stronger than every lower one', () => {
    const offered = GNUGO_RANKS.map((option) => option.setting);
    for (const level of GNUGO_LEVEL_IDS.filter((id) => !offered.includes(id))) {
      const lower = GNUGO_RANKS.filter((option) => option.setting < level);
      expect(
        lower.some(
          (option) => rankSortScore(option.rank) >= rankSortScore(CALIBRATED_RANKS.gnugo[level]),
        ),
      ).toBe(true);
    }
  });

  it('gives the stronger setting the stronger rank', () => {
    const levels = GNUGO_RANKS.map((option) => option.setting);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it('counts 20k and weaker, and unreadable ranks, as beginners', () => {
    expect(isBeginner('20k')).toBe(true);
    expect(isBeginner('25k')).toBe(true);
    expect(isBeginner('?')).toBe(true);
    expect(isBeginner('19k')).toBe(false);
    expect(isBeginner('1d')).toBe(false);
  });
});
