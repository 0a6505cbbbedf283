import type { NextFunction, Request, Response } from 'express';
import { ERRORS } from '@domain/errors/error-catalogue';
import { hasControlCharacter } from '@domain/text/control-characters';

/** C0 controls (NUL, tab, newline ...) and DEL: no search or filter of ours contains them. */
function holdsControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacter(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacter(key) || holdsControlCharacter(item),
  );
}

/**
 * Refuses an API request whose query parameters (names or values) hold a control character with
 * 400 'Bad request. Parameters are invalid', before any of them reaches a search or the database
 * (PostgreSQL can't store NUL in text, so it would fail as a 500).
 */
export function rejectControlCharactersInQuery(apiPrefix: string) {
  const prefix = `/${apiPrefix}/`;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.path.startsWith(prefix) || !holdsControlCharacter(req.query)) return next();
    res.status(ERRORS.badParameters.statusCode).json({ ...ERRORS.badParameters });
  };
}
