/** What the games page shows, as kept in its URL (the API's own parameter names). */
export interface GamesView {
  /** player ids: with both, the games between the two; with one, that player's games */
  player1: number | null;
  player2: number | null;
  /** only games with an SGF record */
  hasSgf: boolean;
}

export const DEFAULT_GAMES_VIEW: GamesView = { player1: null, player2: null, hasSgf: false };

/** The keys of the page's query. */
export const GAMES_VIEW_KEYS = ['player1', 'player2', 'has_sgf'] as const;

function playerId(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** Reads the page's query; anything unreadable falls back to the default. */
export function parseGamesView(params: URLSearchParams): GamesView {
  const player1 = playerId(params.get('player1'));
  const player2 = playerId(params.get('player2'));
  const sgf = params.get('has_sgf');
  return {
    player1,
    // the same player twice is one player's games
    player2: player2 === player1 ? null : player2,
    hasSgf: sgf === 'true' || sgf === '1',
  };
}

/** The query of a view: only what is set. */
export function gamesViewParams(view: GamesView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.player1 !== null) params.set('player1', String(view.player1));
  if (view.player2 !== null) params.set('player2', String(view.player2));
  if (view.hasSgf) params.set('has_sgf', 'true');
  return params;
}

/** GET /games for one page of the view (relative to /api/v1), newest first. */
export function gamesApiPath(view: GamesView, offset: number, limit: number): string {
  const params = gamesViewParams(view);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return `games?${params.toString()}`;
}
