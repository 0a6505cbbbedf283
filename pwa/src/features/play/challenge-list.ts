import type { Challenge } from '@sync/contract/play';
import { isRecord } from '@domain/guards/is-record';

/** One event of GET /challenge/stream, its data read. */
export type ChallengeEvent =
  | { type: 'add'; challenge: Challenge }
  | { type: 'remove'; id: number }
  | { type: 'reset'; challenges: Challenge[] };

/** The open challenges after an event: an added one replaces one of the same id. */
export function applyChallengeEvent(
  list: readonly Challenge[],
  event: ChallengeEvent,
): Challenge[] {
  switch (event.type) {
    case 'add':
      return [...list.filter((challenge) => challenge.id !== event.challenge.id), event.challenge];
    case 'remove':
      return list.filter((challenge) => challenge.id !== event.id);
    case 'reset':
      return [...event.challenges];
  }
}

const isChallenge = (value: unknown): value is Challenge =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  isRecord(value.creator) &&
  isRecord(value.settings);

/** An SSE message of the stream as an event; null for anything unreadable. */
export function readChallengeEvent(type: string, data: string): ChallengeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (type === 'add' && isChallenge(value)) return { type, challenge: value };
  if (type === 'remove' && isRecord(value) && typeof value.id === 'number') {
    return { type, id: value.id };
  }
  if (type === 'reset' && Array.isArray(value)) {
    return { type, challenges: value.filter(isChallenge) };
  }
  return null;
}
