import { BROADCAST_RESULT_MESSAGE } from '../broadcast/board-result';

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
  // Places (issue 16): a place fix with an unknown row or location, or one that isn't a city/region.
  tournamentLocationFailed: {
    statusCode: 400,
    code: 'TOURNAMENT_LOCATION_FAILED',
    message: 'Failed to update tournament locations',
  },
  playerLocationFailed: {
    statusCode: 400,
    code: 'PLAYER_LOCATION_FAILED',
    message: 'Failed to update player locations',
  },
  locationNameInvalid: {
    statusCode: 400,
    code: 'LOCATION_NAME_INVALID',
    message: 'A place name may contain only letters, spaces, dashes, apostrophes and dots',
  },
  locationParentInvalid: {
    statusCode: 400,
    code: 'LOCATION_PARENT_INVALID',
    message: 'A region belongs under a country, a city under a country or a region',
  },
  locationMergeInvalid: {
    statusCode: 400,
    code: 'LOCATION_MERGE_INVALID',
    message: 'A place can be merged only into another place of the same kind',
  },
  notFound: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
  fileTooLarge: { statusCode: 413, code: 'FILE_TOO_LARGE', message: 'File too large' },
  // The spec's server codes (section 8) are the `message` of their cases; where the spec words
  // the message itself ('Authorization failed', the 403 text, 'File too large'), they are the
  // `code`. The table of cases: tests/api/accounts-server-codes.test.ts.
  avatarTooLarge: {
    statusCode: 413,
    code: 'file size exceeds maximum',
    message: 'File too large',
  },
  unsupportedFileFormat: {
    statusCode: 415,
    code: 'UNSUPPORTED_FILE_FORMAT',
    message: 'unsupported format',
  },
  // Accounts (issue 5)
  invalidField: { statusCode: 400, code: 'INVALID_FIELD', message: 'Invalid field' },
  invalidDate: { statusCode: 400, code: 'INVALID_DATE', message: 'Invalid date' },
  userExists: {
    statusCode: 409,
    code: 'USER_EXISTS',
    message: 'username or e-mail already exists',
  },
  /** a username that looks like a taken one (the same TR39 skeleton, issue 29) */
  usernameConfusable: {
    statusCode: 409,
    code: 'USERNAME_CONFUSABLE',
    message: 'username too similar to an existing one',
  },
  registrationFailed: {
    statusCode: 500,
    code: 'REGISTRATION_FAILED',
    message: 'Registration failed',
  },
  activationInvalid: {
    statusCode: 410,
    code: 'ACTIVATION_INVALID',
    message: 'Activation code invalid or expired',
  },
  activationAlreadySent: {
    statusCode: 429,
    code: 'ACTIVATION_ALREADY_SENT',
    message: 'Activation e-mail already sent',
  },
  alreadyActive: { statusCode: 409, code: 'ALREADY_ACTIVE', message: 'Account already activated' },
  /** a wrong login or password (POST /login, POST /activate/resend) */
  authorizationFailed: {
    statusCode: 404,
    code: 'invalid credentials',
    message: 'Authorization failed',
  },
  /** POST /authorize with an API token that is not valid */
  apiTokenRejected: { statusCode: 404, code: 'invalid token', message: 'Authorization failed' },
  /** POST /authorize without `Authorization: Bearer` */
  authorizationHeaderMissing: {
    statusCode: 404,
    code: 'missing authorization header',
    message: 'Authorization failed',
  },
  activationPending: {
    statusCode: 403,
    code: 'ACTIVATION_PENDING',
    message: 'Account activation pending',
  },
  /** a signed-in route without a session cookie or API token */
  unauthorized: {
    statusCode: 401,
    code: 'missing authorization',
    message: 'Authorization failed',
  },
  /** a signed-in route with a session or API token that is not (or no longer) valid */
  invalidToken: { statusCode: 401, code: 'invalid token', message: 'Authorization failed' },
  permissionDenied: {
    statusCode: 403,
    code: 'missing permissions',
    message: "Permission denied. You don't have access to perform this action.",
  },
  originRejected: {
    statusCode: 403,
    code: 'ORIGIN_REJECTED',
    message: 'Request origin not allowed',
  },
  wrongPassword: {
    statusCode: 403,
    code: 'WRONG_PASSWORD',
    message: 'invalid password',
  },
  tooManyRequests: {
    statusCode: 429,
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many requests. Try again later',
  },
  /** Issue 29: live streams (SSE) open at once from one address, over SSE_STREAMS_PER_IP */
  tooManyStreams: {
    statusCode: 429,
    code: 'TOO_MANY_STREAMS',
    message: 'Too many live streams open from your address: close one and try again',
  },
  resetAlreadySent: {
    statusCode: 429,
    code: 'RESET_ALREADY_SENT',
    message: 'Password reset e-mail already sent',
  },
  emailLinkInvalid: {
    statusCode: 410,
    code: 'EMAIL_LINK_INVALID',
    message: 'E-mail confirmation link invalid or expired',
  },
  resetTokenInvalid: {
    statusCode: 410,
    code: 'RESET_TOKEN_INVALID',
    message: 'invalid or finished token',
  },
  sendEmailFailed: {
    statusCode: 502,
    code: 'SEND_EMAIL_FAILED',
    message: 'send email failed, please try again',
  },
  userNotFound: { statusCode: 404, code: 'USER_NOT_FOUND', message: 'No user with such id' },
  apiTokenNotFound: {
    statusCode: 404,
    code: 'API_TOKEN_NOT_FOUND',
    message: 'No API token with such id',
  },
  sessionNotFound: {
    statusCode: 404,
    code: 'SESSION_NOT_FOUND',
    message: 'No session with such id',
  },
  lastAdmin: {
    statusCode: 409,
    code: 'LAST_ADMIN',
    message: 'The last administrator cannot lose the admin role',
  },
  // Admin player names and merges (issue 16): the message is replaced by the rule that refused
  // (PLAYER_NAME_MESSAGES, the merge conflict's reason)
  invalidPlayerName: {
    statusCode: 400,
    code: 'INVALID_PLAYER_NAME',
    message: 'Invalid player name',
  },
  playersMergeConflict: {
    statusCode: 409,
    code: 'PLAYERS_MERGE_CONFLICT',
    message: 'These player records cannot be merged',
  },
  // Online play (issue 14); the 400 and 409 messages are replaced by the rule that refused
  unsupportedCombination: {
    statusCode: 400,
    code: 'UNSUPPORTED_COMBINATION',
    message: 'Unsupported combination',
  },
  noAcceptableChallenge: {
    statusCode: 406,
    code: 'NO_ACCEPTABLE_CHALLENGE',
    message: 'No acceptable challenge',
  },
  challengeNotFound: {
    statusCode: 404,
    code: 'CHALLENGE_NOT_FOUND',
    message: 'No challenge with such id',
  },
  illegalAction: { statusCode: 409, code: 'ILLEGAL_ACTION', message: 'Action not allowed' },
  tooManyChallenges: {
    statusCode: 409,
    code: 'TOO_MANY_CHALLENGES',
    message: 'Too many open challenges: cancel one first',
  },
  // Bots (issue 15): the message names the bot and why (GNU Go not installed)
  botUnavailable: {
    statusCode: 503,
    code: 'BOT_UNAVAILABLE',
    message: 'This bot cannot play on this server now',
  },
  tooManyBotGames: {
    statusCode: 409,
    code: 'TOO_MANY_BOT_GAMES',
    message: 'Too many unfinished games against the bots: finish one first',
  },
  gameNotRecorded: {
    statusCode: 404,
    code: 'GAME_NOT_RECORDED',
    message: 'The game has no record yet',
  },
  playTooFast: {
    statusCode: 429,
    code: 'PLAY_TOO_FAST',
    message: 'Too many actions. Wait a little',
  },
  // Admin tournaments (issue 16)
  tournamentProcessing: {
    statusCode: 409,
    code: 'TOURNAMENT_PROCESSING',
    message: 'The tournament is being processed already: wait until it ends',
  },
  // Imports from the admin section (issue 16); the message says what is wrong with the file
  importWrongType: {
    statusCode: 415,
    code: 'IMPORT_WRONG_TYPE',
    message: 'The file is not of the chosen format',
  },
  importUnreadable: {
    statusCode: 400,
    code: 'IMPORT_UNREADABLE',
    message: 'The file cannot be read; nothing was imported',
  },
  // Feedback and its attachments (issue 17)
  invalidRequestData: {
    statusCode: 400,
    code: 'INVALID_REQUEST_DATA',
    message: 'Invalid request data',
  },
  fileFormatNotAllowed: {
    statusCode: 400,
    code: 'FILE_FORMAT_NOT_ALLOWED',
    message: 'This file format is not allowed',
  },
  fileContentMismatch: {
    statusCode: 400,
    code: 'FILE_CONTENT_MISMATCH',
    message: 'The file content does not match its format',
  },
  fileNotFound: { statusCode: 404, code: 'FILE_NOT_FOUND', message: 'No file with such id' },
  feedbackNotFound: {
    statusCode: 404,
    code: 'FEEDBACK_NOT_FOUND',
    message: 'No feedback with such id',
  },
  internal: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
  serviceUnavailable: {
    statusCode: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'Service Unavailable',
  },
  // Donations (issue 17): the payment provider's notifications, POST /donate/notification
  donationsNotConfigured: {
    statusCode: 503,
    code: 'DONATIONS_NOT_CONFIGURED',
    message: 'Donations are not configured on this server',
  },
  donationTerminalInvalid: {
    statusCode: 400,
    code: 'DONATION_TERMINAL_INVALID',
    message: 'The notification is for another terminal',
  },
  donationTokenInvalid: {
    statusCode: 400,
    code: 'DONATION_TOKEN_INVALID',
    message: 'The notification token does not match its fields',
  },
  // A body carrying its own Password tries to sign with a password of its sender's choosing.
  donationPasswordField: {
    statusCode: 400,
    code: 'DONATION_PASSWORD_FIELD',
    message: 'The notification must not carry a Password field',
  },
  donationNotificationInvalid: {
    statusCode: 400,
    code: 'DONATION_NOTIFICATION_INVALID',
    message: 'The notification lacks a valid PaymentId, Status or Amount',
  },
  // The SGF game library (issue 17): the 400 messages go on with the file's name and the reason
  libraryGameNotFound: {
    statusCode: 404,
    code: 'LIBRARY_GAME_NOT_FOUND',
    message: 'No game record with such id',
  },
  sgfFileRefused: {
    statusCode: 400,
    code: 'SGF_FILE_REFUSED',
    message: 'Only .sgf files can be uploaded',
  },
  sgfInvalid: {
    statusCode: 400,
    code: 'SGF_INVALID',
    message: 'The file is not a readable SGF game record',
  },
  sgfTooManyFiles: {
    statusCode: 400,
    code: 'SGF_TOO_MANY_FILES',
    message: 'Too many files in one upload',
  },
  fileNameInvalid: {
    statusCode: 400,
    code: 'FILE_NAME_INVALID',
    message:
      'A file name has 1 to 255 characters, no /, \\, .. or control characters, and does not start with a dot',
  },
  // Per-user quotas (LIBRARY_GAMES_PER_UPLOAD, LIBRARY_GAMES_PER_USER); the messages go on with the limit
  libraryTooManyGames: {
    statusCode: 413,
    code: 'LIBRARY_TOO_MANY_GAMES',
    message: 'Too many games in one upload',
  },
  libraryFull: {
    statusCode: 409,
    code: 'LIBRARY_FULL',
    message: 'Your game records are at their limit: delete some to upload more',
  },
  // Broadcasts (issue 18); a refused board change answers the domain's reason as its message
  broadcastNotFound: {
    statusCode: 404,
    code: 'BROADCAST_NOT_FOUND',
    message: 'No broadcast with such id',
  },
  broadcastBoardNotFound: {
    statusCode: 404,
    code: 'BROADCAST_BOARD_NOT_FOUND',
    message: 'No board with such number in this broadcast',
  },
  broadcastRecordNotFound: {
    statusCode: 404,
    code: 'BROADCAST_RECORD_NOT_FOUND',
    message: 'The board has no record yet: it is not finished',
  },
  broadcastRefused: {
    statusCode: 409,
    code: 'BROADCAST_REFUSED',
    message: 'The change to the board is refused',
  },
  broadcastResultInvalid: {
    statusCode: 400,
    code: 'BROADCAST_RESULT_INVALID',
    message: BROADCAST_RESULT_MESSAGE,
  },
  // Issue 29: SGF addresses only of public hosts; only its creator and admins change a broadcast
  broadcastSgfUrlRefused: {
    statusCode: 400,
    code: 'BROADCAST_SGF_URL_REFUSED',
    message:
      'An SGF address must be http or https, on a public host, at port 80 or 443 (or a port this site allows)',
  },
  broadcastNotYours: {
    statusCode: 403,
    code: 'BROADCAST_NOT_YOURS',
    message: "Only the broadcast's creator or an administrator may change it",
  },
  // Video to SGF (issue 19)
  videoTooLarge: {
    statusCode: 413,
    code: 'VIDEO_TOO_LARGE',
    message: 'The video is larger than the largest size accepted',
  },
  // a video over VIDEO_MAX_SECONDS; the message goes on with the limit, e.g. ' (4 h)'
  videoTooLong: {
    statusCode: 413,
    code: 'VIDEO_TOO_LONG',
    message: 'The video is longer than the longest accepted',
  },
  // Per-user quotas (VIDEO_UPLOADS_PER_USER, VIDEO_BYTES_PER_USER); the messages go on with the limit
  videoUploadsFull: {
    statusCode: 409,
    code: 'VIDEO_UPLOADS_FULL',
    message: 'Too many of your uploads are waiting to be submitted: submit or cancel one first',
  },
  videoStorageFull: {
    statusCode: 413,
    code: 'VIDEO_STORAGE_FULL',
    message:
      'Your videos would take more space than allowed: delete conversions you no longer need',
  },
  videoUploadNotFound: {
    statusCode: 400,
    code: 'VIDEO_UPLOAD_NOT_FOUND',
    message: 'No upload of yours with such id',
  },
  videoUploadUnfinished: {
    statusCode: 400,
    code: 'VIDEO_UPLOAD_UNFINISHED',
    message: 'The upload is not finished yet',
  },
  videoAlreadySubmitted: {
    statusCode: 409,
    code: 'VIDEO_ALREADY_SUBMITTED',
    message: 'This upload has been submitted already',
  },
  videoConversionNotFound: {
    statusCode: 404,
    code: 'VIDEO_CONVERSION_NOT_FOUND',
    message: 'No video conversion with such id',
  },
  videoNotRetriable: {
    statusCode: 409,
    code: 'VIDEO_NOT_RETRIABLE',
    message: 'Only a finished or failed conversion can be converted again',
  },
  videoBeingConverted: {
    statusCode: 409,
    code: 'VIDEO_BEING_CONVERTED',
    message: 'The video is being converted: it can be deleted once the conversion ends',
  },
} as const;

/**
 * The spec's server codes for bad account fields, the `message` of 400 INVALID_FIELD (with its
 * `field`); other field problems keep the rule's text from domain/account.
 */
export const FIELD_ERROR_MESSAGES = {
  usernameRequired: 'username required',
  emailRequired: 'email required',
  passwordRequired: 'password required',
  emailInvalid: 'email format is invalid',
} as const;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
}
