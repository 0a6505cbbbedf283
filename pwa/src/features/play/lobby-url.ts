import {
  BOARD_SIZES,
  TIME_CLASSES,
  type BoardSize,
  type Challenge,
  type TimeClass,
} from '@sync/contract/play';
import { rankWithinRange } from '@domain/play/settings';

export const CHALLENGE_SORTS = [
  'created',
  'creator',
  'rank',
  'board',
  'time',
  'timeClass',
] as const;
export type ChallengeSort = (typeof CHALLENGE_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** What the lobby's challenge table shows, as kept in its URL. */
export interface LobbyView {
  sort: ChallengeSort;
  direction: SortDirection;
  /** null: every size */
  board: BoardSize | null;
  /** null: every time class */
  timeClass: TimeClass | null;
  /** only the challenges whose rank range lets the user accept them */
  acceptable: boolean;
}

export const DEFAULT_LOBBY_VIEW: LobbyView = {
  sort: 'created',
  direction: 'desc',
  board: null,
  timeClass: null,
  acceptable: false,
};

/** The keys of the lobby's query. */
export const LOBBY_VIEW_KEYS = ['sort', 'dir', 'board', 'time_class', 'acceptable'] as const;

function oneOf<T>(options: readonly T[], value: unknown): T | null {
  return options.find((option) => String(option) === value) ?? null;
}

/** Reads the lobby's query; anything unreadable falls back to the default. */
export function parseLobbyView(params: URLSearchParams): LobbyView {
  const sort = oneOf(CHALLENGE_SORTS, params.get('sort')) ?? DEFAULT_LOBBY_VIEW.sort;
  const direction = oneOf<SortDirection>(['asc', 'desc'], params.get('dir'));
  return {
    sort,
    // newest first, everything else from the smallest up, unless the URL says otherwise
    direction: direction ?? (sort === 'created' ? 'desc' : 'asc'),
    board: oneOf(BOARD_SIZES, params.get('board')),
    timeClass: oneOf(TIME_CLASSES, params.get('time_class')),
    acceptable: params.get('acceptable') === '1',
  };
}

/** The query of a view: only what differs from the default. */
export function lobbyViewParams(view: LobbyView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.sort !== DEFAULT_LOBBY_VIEW.sort) params.set('sort', view.sort);
  const defaultDirection = view.sort === 'created' ? 'desc' : 'asc';
  if (view.direction !== defaultDirection) params.set('dir', view.direction);
  if (view.board !== null) params.set('board', String(view.board));
  if (view.timeClass !== null) params.set('time_class', view.timeClass);
  if (view.acceptable) params.set('acceptable', '1');
  return params;
}

/** The view after a click on a column's header: the same column turns around, another starts. */
export function toggleSort(view: LobbyView, sort: ChallengeSort): LobbyView {
  if (view.sort === sort) {
    return { ...view, direction: view.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { ...view, sort, direction: sort === 'created' ? 'desc' : 'asc' };
}

/** The seconds a player can expect to use: main time and the overtime of about 40 moves. */
export function expectedSeconds(settings: Challenge['settings']): number {
  return settings.timeControl === 'byoyomi'
    ? settings.mainTime + settings.periods * settings.bonusTime
    : settings.mainTime + 40 * settings.bonusTime;
}

const SORT_VALUES: Record<ChallengeSort, (challenge: Challenge) => number | string> = {
  created: (challenge) => Date.parse(challenge.createdAt),
  creator: (challenge) => challenge.creator.name.toLocaleLowerCase(),
  rank: (challenge) => challenge.creator.rating,
  board: (challenge) => challenge.settings.boardSize,
  time: (challenge) => expectedSeconds(challenge.settings),
  timeClass: (challenge) => TIME_CLASSES.indexOf(challenge.timeClass),
};

function compare(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * The challenges the view shows, in its order; equal ones by id, so the order never jumps.
 * `myRank`: the user's online rank, for the filter of acceptable challenges (none when unknown).
 */
export function visibleChallenges(
  challenges: readonly Challenge[],
  view: LobbyView,
  myRank: string | null = null,
): Challenge[] {
  const value = SORT_VALUES[view.sort];
  const sign = view.direction === 'asc' ? 1 : -1;
  return challenges
    .filter(
      (challenge) =>
        (view.board === null || challenge.settings.boardSize === view.board) &&
        (view.timeClass === null || challenge.timeClass === view.timeClass) &&
        (!view.acceptable || myRank === null || rankWithinRange(challenge.settings, myRank)),
    )
    .sort((a, b) => sign * compare(value(a), value(b)) || a.id - b.id);
}
