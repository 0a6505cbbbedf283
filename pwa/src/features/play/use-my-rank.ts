import { useEffect, useState } from 'react';
import { fetchOnlineRating } from './play-api';

/** The signed-in user's online rank (GET /play/rating/{id}); null signed out or until known. */
export function useMyRank(userId: number | null): string | null {
  const [rank, setRank] = useState<{ userId: number; rank: string } | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let stopped = false;
    fetchOnlineRating(userId).then(
      (rating) => {
        if (!stopped) setRank({ userId, rank: rating.rank });
      },
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [userId]);
  return rank && rank.userId === userId ? rank.rank : null;
}
