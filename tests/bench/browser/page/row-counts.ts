import type { GoDatabase } from '@pwa/lib/db';
import type { LoadReport } from '../bench-api';

export async function rowCounts(db: GoDatabase): Promise<LoadReport['rows']> {
  const [locations, tournaments, players] = await Promise.all([
    db.locations.count(),
    db.tournaments.count(),
    db.players.count(),
  ]);
  return { locations, tournaments, players };
}
