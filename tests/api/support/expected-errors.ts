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

export const UNAUTHORIZED = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Sign in required' };
export const PERMISSION_DENIED = {
  statusCode: 403,
  code: 'PERMISSION_DENIED',
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

export const ORIGIN_REJECTED = {
  statusCode: 403,
  code: 'ORIGIN_REJECTED',
  message: 'Request origin not allowed',
};
