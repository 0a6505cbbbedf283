import type { Request, Response } from 'express';

/** An answer already serialised to JSON, with the entity tag it is sent with. */
export interface JsonAnswer {
  body: Buffer;
  etag: string;
}

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sends the JSON as express's res.json would (same body and content type) without serialising it
 * again, or 304 Not Modified when the client already holds this tag.
 */
export function sendJsonAnswer(request: Request, response: Response, answer: JsonAnswer): void {
  response.setHeader('ETag', answer.etag);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) {
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', answer.body.length);
  response.status(200).end(answer.body);
}
