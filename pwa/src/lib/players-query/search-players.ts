import type { RatingSystemId } from '@domain/rating/types';
import type { GoDatabase, StoredPlayer } from '@pwa/lib/db';
import { queryPlayers } from './query-players';

/** How many players a picker offers at most. */
const PICKER_CHOICES = 8;

/**
 * Players on this device whose name matches the text, strongest first (in `federation`'s
 * ratings when given), for the player pickers; none for an empty text.
 */
export async function searchPlayers(
  db: GoDatabase,
  text: string,
  federation?: RatingSystemId,
  limit = PICKER_CHOICES,
): Promise<StoredPlayer[]> {
  if (!text.trim()) return [];
  const filters = federation ? { federation, names: [text] } : { names: [text] };
  const { players } = await queryPlayers(db, filters, { key: 'rating', direction: 'desc' }, limit);
  return players;
}
