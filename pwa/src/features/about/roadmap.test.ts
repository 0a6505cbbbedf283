import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT, NEXT, roadmap } from './roadmap';

const LOCALES = resolve(import.meta.dirname, '../../../../locales');

interface AboutTexts {
  roadmap: {
    status: Record<string, string>;
    cards: Record<string, { title: string; text: string }>;
  };
}

function aboutTexts(language: string): AboutTexts {
  return JSON.parse(readFileSync(`${LOCALES}/${language}/about.json`, 'utf8')) as AboutTexts;
}

describe('the roadmap', () => {
  it('shows what is built as available, then what comes next, then what is planned', () => {
    const entries = roadmap();
    const available = entries.filter((entry) => entry.status === 'available').map((e) => e.key);
    const next = entries.filter((entry) => entry.status === 'next').map((e) => e.key);
    expect(available).toEqual(BUILT);
    expect(next).toEqual(NEXT);
    expect(entries.map((entry) => entry.status)).toEqual([
      ...BUILT.map(() => 'available'),
      ...NEXT.map(() => 'next'),
    ]);
  });

  it('has online play, bots, the tournament tools, the SGF library and broadcasts built, and video to SGF with GoGlass', () => {
    const status = new Map(roadmap().map((entry) => [entry.key, entry.status]));
    expect(status.get('accounts')).toBe('available');
    expect(status.get('adminAccounts')).toBe('available');
    expect(status.get('play')).toBe('available');
    expect(status.get('bots')).toBe('available');
    expect(status.get('adminTournaments')).toBe('available');
    expect(status.get('community')).toBe('available');
    expect(status.get('broadcasts')).toBe('available');
    expect(status.get('video')).toBe('available');
    expect(NEXT).toEqual([]);
  });

  it('links only items that exist, to their pages', () => {
    for (const entry of roadmap()) {
      if (entry.to) expect(entry.status, entry.key).toBe('available');
    }
    expect(roadmap().flatMap((entry) => entry.to ?? [])).toEqual([
      '/players',
      '/calculator',
      '/tournaments',
      '/games',
      '/statistics',
      '/server',
      '/server/bot',
      '/broadcasts',
      '/games/records',
      '/games/video',
    ]);
  });

  it.each(['ru', 'en', 'zh'])('has a title and a text for every item in %s', (language) => {
    const texts = aboutTexts(language).roadmap;
    expect(Object.keys(texts.cards).sort()).toEqual(
      roadmap()
        .map((entry) => entry.key)
        .sort(),
    );
    for (const entry of roadmap()) {
      expect(texts.cards[entry.key]?.title, entry.key).toBeTruthy();
      expect(texts.cards[entry.key]?.text.length, entry.key).toBeGreaterThan(10);
      expect(texts.status[entry.status], entry.status).toBeTruthy();
    }
  });
});
