import { ERRORS } from '@domain/errors/error-catalogue';
import {
  PLAYER_NAME_MESSAGES,
  type PlayerNameChange,
  type PlayerNameProblem,
} from '@sync/contract/admin-players';
import type { HttpFailure } from '@pwa/lib/http';

export type NameField = keyof PlayerNameChange;

/** The field and rule a 400 INVALID_PLAYER_NAME names (its message is the rule's). */
export function refusedName(
  failure: HttpFailure,
): { field: NameField; problem: PlayerNameProblem } | null {
  if (failure.code !== ERRORS.invalidPlayerName.code) return null;
  const field: NameField = failure.field === 'firstName' ? 'firstName' : 'lastName';
  const entry = Object.entries(PLAYER_NAME_MESSAGES).find(([, text]) => text === failure.message);
  return { field, problem: (entry?.[0] as PlayerNameProblem | undefined) ?? 'characters' };
}

/** The adminPlayers.json `errors` key of any other failure. */
export function failureKey(failure: HttpFailure): string {
  if (failure.status === null) return 'offline';
  if (failure.code === ERRORS.permissionDenied.code) return 'PERMISSION_DENIED';
  if (failure.code === ERRORS.playerNotFound.code) return 'PLAYER_NOT_FOUND';
  if (failure.code === ERRORS.playersMergeConflict.code) return 'PLAYERS_MERGE_CONFLICT';
  return 'failed';
}
