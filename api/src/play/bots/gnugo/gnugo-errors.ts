/** The engine process failed: it ended, could not start, or its pipe broke. */
export class GnugoEngineError extends Error {
  override name = 'GnugoEngineError';
}

/** The engine took longer than the time limit for a move; its process was killed. */
export class GnugoTimeoutError extends Error {
  override name = 'GnugoTimeoutError';
}

/** The engine answered something that is not a legal move for the position. */
export class GnugoIllegalMoveError extends Error {
  override name = 'GnugoIllegalMoveError';
}

/** The engine refused a command (a GTP '?' answer). */
export class GnugoCommandError extends Error {
  override name = 'GnugoCommandError';
}
