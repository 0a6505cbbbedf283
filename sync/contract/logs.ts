import type { Page } from './common';

export const LOG_LEVELS = ['error', 'warn'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** 'server': the API's own errors; 'client': reports of the PWA's crash screen (POST /log). */
export const LOG_SOURCES = ['server', 'client'] as const;
export type LogSource = (typeof LOG_SOURCES)[number];

export const LOG_PAGE_DEFAULT_LIMIT = 50;
export const LOG_PAGE_MAX_LIMIT = 200;

/** One entry of GET /log. */
export interface LogEntry {
  id: number;
  /** ISO time; for a repeated client report, when it was last seen */
  at: string;
  /** ISO time it was first seen: the same as `at` unless repeated */
  firstAt: string;
  /** how many times it happened: repeats of a client report's message and stack are one entry */
  count: number;
  level: LogLevel;
  source: LogSource;
  /** the X-Request-Id it happened in (a repeated client report: the last one's) */
  requestId: string | null;
  method: string | null;
  /** path and query of the request, secrets redacted */
  path: string | null;
  userId: number | null;
  /** the account's current username, when it still exists */
  username: string | null;
  /** the HTTP status answered */
  status: number | null;
  message: string;
  stack: string | null;
}

/**
 * GET /log?since=&level=&source=&text=&limit=&offset= (admins): newest first (by `at`, a
 * repeat's last time). `since`: an ISO time (entries at or after it); `text`: a substring of the message or the path. 400
 * 'Bad request. Parameters are invalid' for a bad value.
 */
export interface LogQuery {
  since?: string;
  level?: LogLevel;
  source?: LogSource;
  text?: string;
  limit?: number;
  offset?: number;
}

export type LogPage = Page<LogEntry>;

/** One admin action of GET /admin/audit. */
export interface AuditItem {
  id: number;
  /** ISO time */
  at: string;
  /** null: the command line */
  actorId: number | null;
  actorName: string | null;
  /** e.g. 'user.roles', 'tournament.pin' */
  action: string;
  /** e.g. 'user:12' */
  target: string | null;
  /** before and after, counts; null when none */
  details: Record<string, unknown> | null;
}

/**
 * GET /admin/audit?since=&action=&actor=&limit=&offset= (admins): newest first. `action`: the
 * action itself ('user.roles') or its group ('user'); `actor`: a substring of the actor's name.
 */
export interface AuditQuery {
  since?: string;
  action?: string;
  actor?: string;
  limit?: number;
  offset?: number;
}

export type AuditPage = Page<AuditItem>;
