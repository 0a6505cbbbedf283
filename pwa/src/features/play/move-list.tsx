import { useTranslation } from 'react-i18next';
import type { LiveGameState } from '@sync/contract/play';
import { LiveMoveNavigation } from '@pwa/components/move-navigation';
import { PlayedMoves } from '@pwa/components/played-moves';
import type { LiveReview as Review } from '@pwa/lib/live-review/use-live-review';
import { colourOfMove } from '@pwa/lib/replay-moves';

interface MoveListProps {
  state: LiveGameState;
  review: Review;
}

/** The moves played; a click shows that position, with the way back to the live one. */
export function MoveList({ state, review }: MoveListProps) {
  const { t } = useTranslation('play');
  return (
    <section className="play-panel" aria-labelledby="play-moves-title">
      <h2 id="play-moves-title" className="play-panel__title">
        {t('moves.title')}
      </h2>
      <LiveMoveNavigation review={review} backToLive={t('moves.backToLive')} />
      {state.moves.length === 0 ? (
        <p className="muted">{t('moves.none')}</p>
      ) : (
        <PlayedMoves
          className="play-moves"
          label={t('moves.label')}
          moves={state.moves}
          shown={review.shown}
          onShow={review.show}
          colourOf={(number) => colourOfMove(state, number - 1)}
          pass={t('moves.pass')}
        />
      )}
    </section>
  );
}
