/**
 * The product's error catalogue: status codes and texts exactly as users and clients see them.
 * The API answers `{ statusCode, code, message }`; the PWA maps `code` to a translated message.
 */
export const ERRORS = {
  badParameters: {
    statusCode: 400,
    code: 'BAD_PARAMETERS',
    message: 'Bad request. Parameters are invalid',
  },
  playerNotFound: { statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'No player with such id' },
  tournamentNotFound: {
    statusCode: 404,
    code: 'TOURNAMENT_NOT_FOUND',
    message: 'No tournament with such id',
  },
  gameNotFound: { statusCode: 404, code: 'GAME_NOT_FOUND', message: 'No game with such id' },
  gameRecordNotFound: {
    statusCode: 404,
    code: 'GAME_RECORD_NOT_FOUND',
    message: 'No game record for this game',
  },
  locationNotFound: {
    statusCode: 404,
    code: 'LOCATION_NOT_FOUND',
    message: 'No location with such id',
  },
  notFound: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
  fileTooLarge: { statusCode: 413, code: 'FILE_TOO_LARGE', message: 'File too large' },
  internal: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
} as const;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
}
