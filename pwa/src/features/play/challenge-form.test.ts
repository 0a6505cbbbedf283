import { describe, expect, it } from 'vitest';
import { botRanks, defaultBotRank } from '@domain/bots/ranks';
import { applyPreset, DEFAULT_FORM, formErrors, toSettings, withBotKind } from './challenge-form';

describe('the create-challenge form', () => {
  it('sends the default as a 19x19 byoyomi game with the default komi', () => {
    expect(formErrors(DEFAULT_FORM)).toEqual({});
    expect(toSettings(DEFAULT_FORM)).toEqual({
      boardSize: 19,
      rules: 'japanese',
      timeControl: 'byoyomi',
      mainTime: 600,
      bonusTime: 30,
      periods: 5,
      maxTime: null,
      handicap: 0,
      komi: null,
      colour: 'random',
      opponent: 'human',
      botKind: null,
      botStyle: null,
      botRank: null,
      ranked: true,
      minRank: null,
      maxRank: null,
    });
  });

  it('fills board and time control from the presets', () => {
    expect(toSettings(applyPreset(DEFAULT_FORM, 'blitz9'))).toMatchObject({
      boardSize: 9,
      timeControl: 'byoyomi',
      mainTime: 60,
      periods: 3,
      bonusTime: 10,
    });
    expect(toSettings(applyPreset(DEFAULT_FORM, 'rapid13'))).toMatchObject({
      boardSize: 13,
      timeControl: 'fischer',
      mainTime: 300,
      bonusTime: 10,
      periods: 0,
      maxTime: 600,
    });
  });

  it('sends the bot fields only against a bot, and the rank bounds only against people', () => {
    const bot = { ...DEFAULT_FORM, opponent: 'bot' as const, botStyle: 'fighting', minRank: '5k' };
    expect(toSettings(bot)).toMatchObject({
      botKind: 'modern',
      botStyle: 'fighting',
      botRank: defaultBotRank('modern'),
      minRank: null,
    });
    // the page's language, which the bot speaks: sent against a bot, never against people
    expect(toSettings(bot, 'en').language).toBe('en');
    expect(toSettings(DEFAULT_FORM, 'en')).not.toHaveProperty('language');
    expect(toSettings({ ...DEFAULT_FORM, minRank: '10K', maxRank: '2d' })).toMatchObject({
      minRank: '10k',
      maxRank: '2d',
    });
  });

  it('offers each bot its own ranks: another bot starts at its middle rank, balanced', () => {
    const bot = { ...DEFAULT_FORM, opponent: 'bot' as const };
    expect(formErrors(bot)).toEqual({});
    expect(formErrors({ ...bot, botRank: '30k' })).toEqual({ botRank: 'botRank' });
    const preAi = withBotKind({ ...bot, botStyle: 'fighting' }, 'pre-ai');
    expect(preAi).toMatchObject({ botRank: defaultBotRank('pre-ai'), botStyle: 'balanced' });
    expect(botRanks('pre-ai')).toContain(preAi.botRank);
    expect(formErrors(preAi)).toEqual({});
  });

  it('reads komi with a comma or a point, in halves', () => {
    expect(toSettings({ ...DEFAULT_FORM, komi: '6,5' }).komi).toBe(6.5);
    expect(toSettings({ ...DEFAULT_FORM, komi: '-3' }).komi).toBe(-3);
    expect(formErrors({ ...DEFAULT_FORM, komi: '6.3' })).toEqual({ komi: 'komi' });
  });

  it('refuses unreadable times, no time at all, a byoyomi without periods and bad ranks', () => {
    expect(formErrors({ ...DEFAULT_FORM, mainTime: 'ten' })).toEqual({ mainTime: 'seconds' });
    expect(formErrors({ ...DEFAULT_FORM, periods: '0' })).toEqual({ periods: 'periods' });
    expect(formErrors({ ...DEFAULT_FORM, mainTime: '0', bonusTime: '0' })).toMatchObject({
      mainTime: 'noTime',
    });
    expect(formErrors({ ...DEFAULT_FORM, minRank: '40k' })).toEqual({ minRank: 'rank' });
    const fischer = applyPreset(DEFAULT_FORM, 'rapid13');
    expect(formErrors({ ...fischer, maxTime: '100' })).toEqual({ maxTime: 'maxBelowMain' });
  });
});
