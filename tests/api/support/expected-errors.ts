/** Error bodies exactly as the product's error catalogue words them (written out, not imported). */
export const BAD_PARAMETERS = {
  statusCode: 400,
  code: 'BAD_PARAMETERS',
  message: 'Bad request. Parameters are invalid',
};

export const PLAYER_NOT_FOUND = {
  statusCode: 404,
  code: 'PLAYER_NOT_FOUND',
  message: 'No player with such id',
};

export const TOURNAMENT_NOT_FOUND = {
  statusCode: 404,
  code: 'TOURNAMENT_NOT_FOUND',
  message: 'No tournament with such id',
};

export const LOCATION_NOT_FOUND = {
  statusCode: 404,
  code: 'LOCATION_NOT_FOUND',
  message: 'No location with such id',
};

/** Path ids that can't name a row: they answer the resource's 404, like unknown ids. */
export const IDS_THAT_NAME_NOTHING = ['999999', 'abc', '1.5', '-1', '0', '99999999999'];

/** A signed-in route without a session cookie or API token. */
export const UNAUTHORIZED = {
  statusCode: 401,
  code: 'missing authorization',
  message: 'Authorization failed',
};
/** A signed-in route with a session cookie or API token that is unknown, expired or revoked. */
export const INVALID_TOKEN = {
  statusCode: 401,
  code: 'invalid token',
  message: 'Authorization failed',
};
/** POST /authorize without an Authorization header. */
export const AUTHORIZE_MISSING_HEADER = {
  statusCode: 404,
  code: 'missing authorization header',
  message: 'Authorization failed',
};
/** POST /authorize with a token that is not a live API token. */
export const AUTHORIZE_INVALID_TOKEN = {
  statusCode: 404,
  code: 'invalid token',
  message: 'Authorization failed',
};
export const PERMISSION_DENIED = {
  statusCode: 403,
  code: 'missing permissions',
  message: "Permission denied. You don't have access to perform this action.",
};
export const USER_NOT_FOUND = {
  statusCode: 404,
  code: 'USER_NOT_FOUND',
  message: 'No user with such id',
};
export const LAST_ADMIN = {
  statusCode: 409,
  code: 'LAST_ADMIN',
  message: 'The last administrator cannot lose the admin role',
};

export const ACTIVATION_INVALID = {
  statusCode: 410,
  code: 'ACTIVATION_INVALID',
  message: 'Activation code invalid or expired',
};

export const USER_EXISTS = {
  statusCode: 409,
  code: 'USER_EXISTS',
  message: 'username or e-mail already exists',
};
export const USERNAME_CONFUSABLE = {
  statusCode: 409,
  code: 'USERNAME_CONFUSABLE',
  message: 'username too similar to an existing one',
};

export const ORIGIN_REJECTED = {
  statusCode: 403,
  code: 'ORIGIN_REJECTED',
  message: 'Request origin not allowed',
};

// Feedback and its attachments (issue 17)
export const INVALID_REQUEST_DATA = {
  statusCode: 400,
  code: 'INVALID_REQUEST_DATA',
  message: 'Invalid request data',
};
export const FILE_FORMAT_NOT_ALLOWED = {
  statusCode: 400,
  code: 'FILE_FORMAT_NOT_ALLOWED',
  message: 'This file format is not allowed',
};
export const FILE_CONTENT_MISMATCH = {
  statusCode: 400,
  code: 'FILE_CONTENT_MISMATCH',
  message: 'The file content does not match its format',
};
export const FILE_NOT_FOUND = {
  statusCode: 404,
  code: 'FILE_NOT_FOUND',
  message: 'No file with such id',
};
export const FEEDBACK_NOT_FOUND = {
  statusCode: 404,
  code: 'FEEDBACK_NOT_FOUND',
  message: 'No feedback with such id',
};
export const FEEDBACK_FILE_TOO_LARGE = {
  statusCode: 413,
  code: 'FILE_TOO_LARGE',
  message: 'File too large',
};

export const DONATIONS_NOT_CONFIGURED = {
  statusCode: 503,
  code: 'DONATIONS_NOT_CONFIGURED',
  message: 'Donations are not configured on this server',
};

export const DONATION_TERMINAL_INVALID = {
  statusCode: 400,
  code: 'DONATION_TERMINAL_INVALID',
  message: 'The notification is for another terminal',
};

export const DONATION_TOKEN_INVALID = {
  statusCode: 400,
  code: 'DONATION_TOKEN_INVALID',
  message: 'The notification token does not match its fields',
};

export const DONATION_PASSWORD_FIELD = {
  statusCode: 400,
  code: 'DONATION_PASSWORD_FIELD',
  message: 'The notification must not carry a Password field',
};

export const DONATION_NOTIFICATION_INVALID = {
  statusCode: 400,
  code: 'DONATION_NOTIFICATION_INVALID',
  message: 'The notification lacks a valid PaymentId, Status or Amount',
};

/** The SGF game library (issue 17). */
export const LIBRARY_GAME_NOT_FOUND = {
  statusCode: 404,
  code: 'LIBRARY_GAME_NOT_FOUND',
  message: 'No game record with such id',
};
/** A file that isn't .sgf: the message names it. */
export const sgfFileRefused = (fileName: string) => ({
  statusCode: 400,
  code: 'SGF_FILE_REFUSED',
  message: `Only .sgf files can be uploaded: ${fileName}`,
});
/** An .sgf file that cannot be read as Go records: the message names it and why. */
export const sgfInvalid = (fileName: string, reason: string) => ({
  statusCode: 400,
  code: 'SGF_INVALID',
  message: `The file is not a readable SGF game record: ${fileName}: ${reason}`,
});
export const FILE_NAME_INVALID = {
  statusCode: 400,
  code: 'FILE_NAME_INVALID',
  message:
    'A file name has 1 to 255 characters, no /, \\, .. or control characters, and does not start with a dot',
};
export const sgfTooManyFiles = (max: number) => ({
  statusCode: 400,
  code: 'SGF_TOO_MANY_FILES',
  message: `Too many files in one upload: at most ${max}`,
});
export const FILE_TOO_LARGE = {
  statusCode: 413,
  code: 'FILE_TOO_LARGE',
  message: 'File too large',
};

/** A bot challenge from an account with BOT_GAMES_PER_ACCOUNT unfinished bot games. */
export const TOO_MANY_BOT_GAMES = {
  statusCode: 409,
  code: 'TOO_MANY_BOT_GAMES',
  message: 'Too many unfinished games against the bots: finish one first',
};

/** Over a rate limit (with Retry-After). */
export const TOO_MANY_REQUESTS = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many requests. Try again later',
};

/** Issue 29: an SGF address that is not http(s), not public or not on an allowed port. */
export const BROADCAST_SGF_URL_REFUSED = {
  statusCode: 400,
  code: 'BROADCAST_SGF_URL_REFUSED',
  message:
    'An SGF address must be http or https, on a public host, at port 80 or 443 (or a port this site allows)',
};

/** Issue 29: a broadcaster changing another's broadcast. */
export const BROADCAST_NOT_YOURS = {
  statusCode: 403,
  code: 'BROADCAST_NOT_YOURS',
  message: "Only the broadcast's creator or an administrator may change it",
};

/** Issue 29: more live streams from one address than SSE_STREAMS_PER_IP. */
export const TOO_MANY_STREAMS = {
  statusCode: 429,
  code: 'TOO_MANY_STREAMS',
  message: 'Too many live streams open from your address: close one and try again',
};

/** POST /register when the sign-up cannot be written (nothing of it is kept). */
export const REGISTRATION_FAILED = {
  statusCode: 500,
  code: 'REGISTRATION_FAILED',
  message: 'Registration failed',
};

/** POST /activate/resend when the new link's e-mail cannot be queued. */
export const SEND_EMAIL_FAILED = {
  statusCode: 502,
  code: 'SEND_EMAIL_FAILED',
  message: 'send email failed, please try again',
};
