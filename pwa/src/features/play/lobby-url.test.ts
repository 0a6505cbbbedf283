import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOBBY_VIEW,
  lobbyViewParams,
  parseLobbyView,
  toggleSort,
  visibleChallenges,
} from './lobby-url';
import { challenge } from './test-challenges';

const ids = (list: { id: number }[]) => list.map(({ id }) => id);

describe('the lobby view in the URL', () => {
  it('reads the default from an empty query and writes nothing for it', () => {
    expect(parseLobbyView(new URLSearchParams())).toEqual(DEFAULT_LOBBY_VIEW);
    expect(lobbyViewParams(DEFAULT_LOBBY_VIEW).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const view = {
      sort: 'rank',
      direction: 'desc',
      board: 9,
      timeClass: 'blitz',
      acceptable: true,
    } as const;
    const query = lobbyViewParams(view).toString();
    expect(query).toBe('sort=rank&dir=desc&board=9&time_class=blitz&acceptable=1');
    expect(parseLobbyView(new URLSearchParams(query))).toEqual(view);
  });

  it('ignores what it cannot read', () => {
    expect(parseLobbyView(new URLSearchParams('sort=x&dir=up&board=10&time_class=slow'))).toEqual(
      DEFAULT_LOBBY_VIEW,
    );
  });

  it('turns a column around on a second click, and starts another one ascending', () => {
    const byRank = toggleSort(DEFAULT_LOBBY_VIEW, 'rank');
    expect(byRank).toMatchObject({ sort: 'rank', direction: 'asc' });
    expect(toggleSort(byRank, 'rank')).toMatchObject({ sort: 'rank', direction: 'desc' });
    expect(toggleSort(byRank, 'created')).toMatchObject({ sort: 'created', direction: 'desc' });
  });
});

describe('visibleChallenges', () => {
  const list = [
    challenge(1, { rating: 1800, timeClass: 'blitz' }, { boardSize: 9, mainTime: 60 }),
    challenge(2, { rating: 1200 }, { boardSize: 19 }),
    challenge(3, { rating: 2100 }, { boardSize: 13, mainTime: 300 }),
  ];

  it('shows the newest first by default', () => {
    expect(ids(visibleChallenges(list, DEFAULT_LOBBY_VIEW))).toEqual([3, 2, 1]);
  });

  it('sorts by rank, board and time either way', () => {
    const view = { ...DEFAULT_LOBBY_VIEW, sort: 'rank' as const, direction: 'asc' as const };
    expect(ids(visibleChallenges(list, view))).toEqual([2, 1, 3]);
    expect(ids(visibleChallenges(list, { ...view, direction: 'desc' }))).toEqual([3, 1, 2]);
    expect(ids(visibleChallenges(list, { ...view, sort: 'board' }))).toEqual([1, 3, 2]);
    expect(ids(visibleChallenges(list, { ...view, sort: 'time' }))).toEqual([1, 3, 2]);
  });

  it('filters by board size and time class', () => {
    expect(ids(visibleChallenges(list, { ...DEFAULT_LOBBY_VIEW, board: 13 }))).toEqual([3]);
    expect(ids(visibleChallenges(list, { ...DEFAULT_LOBBY_VIEW, timeClass: 'blitz' }))).toEqual([
      1,
    ]);
  });

  it('shows only the challenges whose rank range admits the user, when asked and the rank is known', () => {
    const ranged = [
      challenge(7, {}, { minRank: '10k', maxRank: '1k' }),
      challenge(8, {}, { minRank: '1d' }),
      challenge(9),
    ];
    const acceptable = { ...DEFAULT_LOBBY_VIEW, acceptable: true };
    expect(ids(visibleChallenges(ranged, acceptable, '5k'))).toEqual([9, 7]);
    expect(ids(visibleChallenges(ranged, acceptable, '2d'))).toEqual([9, 8]);
    expect(ids(visibleChallenges(ranged, acceptable, null))).toEqual([9, 8, 7]);
    expect(ids(visibleChallenges(ranged, DEFAULT_LOBBY_VIEW, '5k'))).toEqual([9, 8, 7]);
  });

  it('keeps equal challenges in id order', () => {
    const same = [challenge(5), challenge(4)].map((c) => ({
      ...c,
      createdAt: '2026-01-01T00:00:00Z',
    }));
    expect(ids(visibleChallenges(same, DEFAULT_LOBBY_VIEW))).toEqual([4, 5]);
  });
});
