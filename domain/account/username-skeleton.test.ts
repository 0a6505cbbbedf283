import { describe, expect, it } from 'vitest';
import { isReservedUsername, usernameSkeleton } from './username-skeleton';

describe('usernameSkeleton', () => {
  it.each([
    ['a Cyrillic а for a Latin a', '\u0430dmin', 'admin'],
    ['a Greek ο for a Latin o', 'r\u03bfbert', 'robert'],
    ['rn for m', 'adrnin', 'admin'],
    ['a capital I for a small l', 'Ilya', 'llya'],
    ['a digit 0 for an o', 'r0bert', 'robert'],
    ['another letter case', 'ANNA', 'anna'],
    ['full-width letters', '\uff41dmin', 'admin'],
    ['a decomposed accent', 'Jose\u0301', 'Jos\u00e9'],
    ['a zero-width space', 'admin\u200b', 'admin'],
    ['two spaces for one (HTML shows one)', 'ann  lee', 'ann lee'],
  ])('maps %s onto the same skeleton', (_, lookalike, original) => {
    expect(usernameSkeleton(lookalike)).toBe(usernameSkeleton(original));
  });

  it.each([
    ['admin', 'admln'],
    // The same key ('admin'), refused as such; a capital I is an l to the skeleton.
    ['admin', 'ADMIN'],
    ['ann_lee', 'ann-lee'],
    ['anna', 'анна'],
    ['player2', 'player3'],
    ['李小龙', '李小虎'],
  ])('keeps %j and %j apart', (a, b) => {
    expect(usernameSkeleton(a)).not.toBe(usernameSkeleton(b));
  });
});

describe('isReservedUsername', () => {
  it.each([
    'deleted-7',
    'Deleted-123',
    'bot-modern',
    'BOT-PRE-AI',
    // look-alikes of reserved names
    'b\u043et-modern',
    'bot-rnodern',
    'd\u0435leted-7',
    'deleted-10',
    'deleted-lO',
  ])('reserves %j', (username) => {
    expect(isReservedUsername(username)).toBe(true);
  });

  it.each(['deleted-x', 'deleted-', 'bot-modernist', 'undeleted-7', 'ann'])(
    'leaves %j free',
    (username) => {
      expect(isReservedUsername(username)).toBe(false);
    },
  );
});
