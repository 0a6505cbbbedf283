import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '@pwa/lib/http';

/** GET /play/rating/{userId}: the account's Glicko-2 rating on the go server. */
interface OnlineRating {
  rating: number;
  deviation: number;
  rank: string;
  games: number;
}

/** One line under the name: the user's online rating; nothing until it arrives, or if it fails. */
export function OnlineRatingLine({ userId }: { userId: number }) {
  const { t } = useTranslation('play');
  const [rating, setRating] = useState<OnlineRating | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get(`play/rating/${userId}`, { signal: controller.signal })
      .json<OnlineRating>()
      .then(setRating, () => setRating(null));
    return () => controller.abort();
  }, [userId]);
  if (!rating) return null;
  return (
    <p className="profile-identity__rating muted">
      {t('rating.label')}:{' '}
      {t('rating.line', {
        rating: rating.rating,
        deviation: rating.deviation,
        rank: rating.rank,
        count: rating.games,
      })}
    </p>
  );
}
