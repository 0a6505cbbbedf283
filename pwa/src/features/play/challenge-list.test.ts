import { describe, expect, it } from 'vitest';
import { applyChallengeEvent, readChallengeEvent } from './challenge-list';
import { challenge } from './test-challenges';

describe('applyChallengeEvent', () => {
  it('adds, replaces, removes and resets', () => {
    const added = applyChallengeEvent([challenge(1)], { type: 'add', challenge: challenge(2) });
    expect(added.map(({ id }) => id)).toEqual([1, 2]);
    const replaced = applyChallengeEvent(added, {
      type: 'add',
      challenge: challenge(1, { name: 'again' }),
    });
    expect(replaced.map(({ creator }) => creator.name)).toEqual(['player 2', 'again']);
    expect(applyChallengeEvent(replaced, { type: 'remove', id: 2 }).map(({ id }) => id)).toEqual([
      1,
    ]);
    expect(applyChallengeEvent(replaced, { type: 'reset', challenges: [challenge(7)] })).toEqual([
      challenge(7),
    ]);
  });
});

describe('readChallengeEvent', () => {
  it('reads the three events of the stream', () => {
    expect(readChallengeEvent('add', JSON.stringify(challenge(3)))).toEqual({
      type: 'add',
      challenge: challenge(3),
    });
    expect(readChallengeEvent('remove', '{"id":3}')).toEqual({ type: 'remove', id: 3 });
    expect(readChallengeEvent('reset', JSON.stringify([challenge(4)]))).toEqual({
      type: 'reset',
      challenges: [challenge(4)],
    });
  });

  it('drops what it cannot read', () => {
    expect(readChallengeEvent('add', 'not json')).toBeNull();
    expect(readChallengeEvent('remove', '{"id":"3"}')).toBeNull();
    expect(readChallengeEvent('other', '{}')).toBeNull();
  });
});
