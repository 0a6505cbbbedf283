import type { BoardSize } from '@domain/game/board-sizes';
import {
  BROADCAST_MAX_BOARDS,
  BROADCAST_PLAYER_NAME_MAX_LENGTH,
  BROADCAST_SGF_URL_MAX_LENGTH,
  BROADCAST_TIME_CONTROL_MAX_LENGTH,
  BROADCAST_TITLE_MAX_LENGTH,
  type BroadcastBoardInput,
  type BroadcastCreate,
  type BroadcastVisibility,
} from '@sync/contract/broadcasts';

export const SOURCE_KINDS = ['manual', 'live-game', 'sgf-url'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface PlayerDraft {
  name: string;
  /** the player of the database, when picked */
  playerId: number | null;
}

export interface BoardDraft {
  /** a key for React, stable while boards are added and removed */
  key: number;
  black: PlayerDraft;
  white: PlayerDraft;
  boardSize: BoardSize;
  handicap: string;
  komi: string;
  timeControl: string;
  source: SourceKind;
  liveGameId: string;
  sgfUrl: string;
}

export interface BroadcastDraft {
  title: string;
  tournamentId: number | null;
  round: number | null;
  /** a datetime-local value ('2026-12-01T10:00'), '' for none */
  startTime: string;
  visibility: BroadcastVisibility;
  boards: BoardDraft[];
}

/** A field's problem, a key of broadcastConsole.json `form.errors`. */
export type DraftError =
  | 'titleRequired'
  | 'titleTooLong'
  | 'nameRequired'
  | 'nameTooLong'
  | 'handicap'
  | 'komi'
  | 'timeControlTooLong'
  | 'liveGameId'
  | 'sgfUrl'
  | 'startTime'
  | 'boards';

/** Field paths: 'title', 'startTime', 'boards', 'boards.0.black', 'boards.0.komi'... */
export type DraftErrors = Record<string, DraftError>;

export function emptyBoard(key: number, boardSize: BoardSize = 19): BoardDraft {
  return {
    key,
    black: { name: '', playerId: null },
    white: { name: '', playerId: null },
    boardSize,
    handicap: '0',
    komi: '6.5',
    timeControl: '',
    source: 'manual',
    liveGameId: '',
    sgfUrl: '',
  };
}

export function emptyDraft(): BroadcastDraft {
  return {
    title: '',
    tournamentId: null,
    round: null,
    startTime: '',
    visibility: 'public',
    boards: [emptyBoard(1)],
  };
}

function checkName(errors: DraftErrors, path: string, name: string): void {
  const trimmed = name.trim();
  if (trimmed === '') errors[path] = 'nameRequired';
  else if (trimmed.length > BROADCAST_PLAYER_NAME_MAX_LENGTH) errors[path] = 'nameTooLong';
}

/** A number typed in a field ('6,5' too), or null when it is not one. */
function typedNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function boardInput(board: BoardDraft, index: number, errors: DraftErrors): BroadcastBoardInput {
  const at = `boards.${index}`;
  checkName(errors, `${at}.black`, board.black.name);
  checkName(errors, `${at}.white`, board.white.name);
  const handicap = typedNumber(board.handicap);
  if (handicap === null || !Number.isInteger(handicap) || handicap < 0 || handicap > 9) {
    errors[`${at}.handicap`] = 'handicap';
  }
  const komi = typedNumber(board.komi);
  if (komi === null || Math.abs(komi) > 50 || !Number.isInteger(komi * 2)) {
    errors[`${at}.komi`] = 'komi';
  }
  const timeControl = board.timeControl.trim();
  if (timeControl.length > BROADCAST_TIME_CONTROL_MAX_LENGTH) {
    errors[`${at}.timeControl`] = 'timeControlTooLong';
  }
  const liveGameId = typedNumber(board.liveGameId);
  if (
    board.source === 'live-game' &&
    (liveGameId === null || !Number.isSafeInteger(liveGameId) || liveGameId <= 0)
  ) {
    errors[`${at}.liveGameId`] = 'liveGameId';
  }
  const sgfUrl = board.sgfUrl.trim();
  if (
    board.source === 'sgf-url' &&
    (!isHttpUrl(sgfUrl) || sgfUrl.length > BROADCAST_SGF_URL_MAX_LENGTH)
  ) {
    errors[`${at}.sgfUrl`] = 'sgfUrl';
  }
  const player = (draft: PlayerDraft) => ({ name: draft.name.trim(), playerId: draft.playerId });
  return {
    black: player(board.black),
    white: player(board.white),
    boardSize: board.boardSize,
    handicap: handicap ?? 0,
    komi: komi ?? 0,
    timeControl: timeControl === '' ? null : timeControl,
    liveGameId: board.source === 'live-game' ? liveGameId : null,
    sgfUrl: board.source === 'sgf-url' ? sgfUrl : null,
  };
}

/**
 * The draft checked as the API checks it (sync/contract limits): the body to POST, or the
 * problems by field.
 */
export function checkDraft(
  draft: BroadcastDraft,
): { body: BroadcastCreate; errors: null } | { body: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (title === '') errors.title = 'titleRequired';
  else if (title.length > BROADCAST_TITLE_MAX_LENGTH) errors.title = 'titleTooLong';
  let startTime: string | null = null;
  if (draft.startTime !== '') {
    const date = new Date(draft.startTime);
    if (Number.isNaN(date.getTime())) errors.startTime = 'startTime';
    else startTime = date.toISOString();
  }
  if (draft.boards.length === 0 || draft.boards.length > BROADCAST_MAX_BOARDS) {
    errors.boards = 'boards';
  }
  const boards = draft.boards.map((board, index) => boardInput(board, index, errors));
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      title,
      tournamentId: draft.tournamentId,
      round: draft.tournamentId === null ? null : draft.round,
      startTime,
      visibility: draft.visibility,
      boards,
    },
    errors: null,
  };
}
