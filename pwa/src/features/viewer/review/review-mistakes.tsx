import { useTranslation } from 'react-i18next';
import type { ReviewMistake } from './review-result';

interface ReviewMistakesProps {
  mistakes: readonly ReviewMistake[];
  onGo: (move: number) => void;
}

const percent = (share: number) => Math.round(share * 100);

/** The moves that lost their player the most win rate, by colour; each goes to its move. */
export function ReviewMistakes({ mistakes, onGo }: ReviewMistakesProps) {
  const { t } = useTranslation('viewer');
  return (
    <div className="review-mistakes">
      {(['black', 'white'] as const).map((colour) => {
        const own = mistakes.filter((mistake) => mistake.colour === colour);
        return (
          <section key={colour} aria-labelledby={`review-mistakes-${colour}`}>
            <h3 id={`review-mistakes-${colour}`} className="review-mistakes__title">
              {t('review.mistakes', { color: t(`color.${colour}`) })}
            </h3>
            {own.length === 0 ? (
              <p className="muted">{t('review.noMistakes')}</p>
            ) : (
              <ol className="review-mistakes__list">
                {own.map((mistake) => (
                  <li key={mistake.move}>
                    <button
                      type="button"
                      className="review-mistakes__move"
                      onClick={() => onGo(mistake.move)}
                    >
                      {t('review.mistake', {
                        move: mistake.move,
                        played: mistake.played,
                        drop: percent(mistake.drop),
                        best: mistake.best,
                      })}
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
