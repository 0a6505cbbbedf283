/** What the games page shows, as kept in its URL (the API's own parameter names). */
export interface GamesView {
  /** player ids: with both, the games between the two; with one, that player's games */
  player1: number | null;
  player2: number | null;
  /** only games with an SGF record */
  hasSgf: boolean;
  /** the scheduled pairings (not played yet) instead of the played games */
  scheduled: boolean;
}

export const DEFAULT_GAMES_VIEW: GamesView = {
  player1: null,
  player2: null,
  hasSgf: false,
  scheduled: false,
};

/** The keys of the page's query. */
export const GAMES_VIEW_KEYS = ['player1', 'player2', 'has_sgf', 'scheduled'] as const;

const isTrue = (text: string | null): boolean => text === 'true' || text === '1';

function playerId(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** Reads the page's query; anything unreadable falls back to the default. */
export function parseGamesView(params: URLSearchParams): GamesView {
  const player1 = playerId(params.get('player1'));
  const player2 = playerId(params.get('player2'));
  return {
    player1,
    // the same player twice is one player's games
    player2: player2 === player1 ? null : player2,
    hasSgf: isTrue(params.get('has_sgf')),
    scheduled: isTrue(params.get('scheduled')),
  };
}

/** The query of a view: only what is set. */
export function gamesViewParams(view: GamesView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.player1 !== null) params.set('player1', String(view.player1));
  if (view.player2 !== null) params.set('player2', String(view.player2));
  if (view.hasSgf) params.set('has_sgf', 'true');
  if (view.scheduled) params.set('scheduled', 'true');
  return params;
}

/** GET /games for one page of the view (relative to /api/v1), newest first. */
export function gamesApiPath(view: GamesView, offset: number, limit: number): string {
  const params = gamesViewParams(view);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return `games?${params.toString()}`;
}
