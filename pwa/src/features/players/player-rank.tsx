import { useTranslation } from 'react-i18next';
import { rankLabel } from '@domain/rating/rank';

interface PlayerRankProps {
  rating: number | null;
  /** the rank the player declared ('3d'), shown beside the one the rating gives when it differs */
  declared: string | null;
}

/** The rank of the rating (RATINGS.md) and, muted, the declared rank. */
export function PlayerRank({ rating, declared }: PlayerRankProps) {
  const { t } = useTranslation('players');
  const fromRating = rating === null ? null : rankLabel(rating);
  const showDeclared = declared && declared !== fromRating;
  if (!fromRating && !declared) return <>—</>;
  return (
    <span className="player-rank">
      {fromRating && <span title={t('rank.fromRating')}>{fromRating}</span>}
      {showDeclared && (
        <span className="player-rank__declared" title={t('rank.declared', { rank: declared })}>
          <span className="visually-hidden">{t('rank.declared', { rank: declared })}</span>
          <span aria-hidden="true">{fromRating ? `(${declared})` : declared}</span>
        </span>
      )}
    </span>
  );
}
