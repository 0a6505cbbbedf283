/** The library page's filters and page, kept in the URL (linkable, the back button works). */

export const LIBRARY_RESULTS = ['B', 'W', 'draw'] as const;
export type LibraryResultFilter = (typeof LIBRARY_RESULTS)[number];

/** Records on one page of the list. */
export const LIBRARY_PAGE_SIZE = 20;

export interface LibraryView {
  player: string;
  boardSize: number | null;
  /** yyyy-mm-dd */
  dateFrom: string;
  dateTo: string;
  result: LibraryResultFilter | null;
  mine: boolean;
  /** 1-based */
  page: number;
}

export const DEFAULT_LIBRARY_VIEW: LibraryView = {
  player: '',
  boardSize: null,
  dateFrom: '',
  dateTo: '',
  result: null,
  mine: false,
  page: 1,
};

export const LIBRARY_VIEW_KEYS = ['player', 'size', 'from', 'to', 'result', 'mine', 'page'];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function positive(text: string | null): number | null {
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

export function parseLibraryView(params: URLSearchParams): LibraryView {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DAY.test(value) ? value : '';
  };
  const result = params.get('result');
  return {
    player: (params.get('player') ?? '').trim(),
    boardSize: positive(params.get('size')),
    dateFrom: day('from'),
    dateTo: day('to'),
    result: LIBRARY_RESULTS.find((value) => value === result) ?? null,
    mine: params.get('mine') === '1',
    page: positive(params.get('page')) ?? 1,
  };
}

/** The page's own query: only what differs from the defaults. */
export function libraryViewParams(view: LibraryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.player.trim()) params.set('player', view.player.trim());
  if (view.boardSize !== null) params.set('size', String(view.boardSize));
  if (view.dateFrom) params.set('from', view.dateFrom);
  if (view.dateTo) params.set('to', view.dateTo);
  if (view.result) params.set('result', view.result);
  if (view.mine) params.set('mine', '1');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** GET /file/game with the view's filters and page (the cache key of the list). */
export function libraryListPath(view: LibraryView): string {
  const params = new URLSearchParams();
  if (view.player.trim()) params.set('player', view.player.trim());
  if (view.boardSize !== null) params.set('boardSize', String(view.boardSize));
  if (view.dateFrom) params.set('dateFrom', view.dateFrom);
  if (view.dateTo) params.set('dateTo', view.dateTo);
  if (view.result) params.set('result', view.result);
  if (view.mine) params.set('mine', 'true');
  params.set('limit', String(LIBRARY_PAGE_SIZE));
  params.set('offset', String((view.page - 1) * LIBRARY_PAGE_SIZE));
  return `file/game?${params.toString()}`;
}
