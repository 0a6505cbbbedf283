import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, formatSigned } from '@domain/format';
import type { SideOutcome } from './calculator-form';

interface CalculatorResultProps {
  outcome: [SideOutcome, SideOutcome];
  names: [string, string];
  hasDeviation: boolean;
}

/** One decimal in the calculator (RATINGS.md); full precision stays inside. */
const DIGITS = 1;

function fixed(value: number | null, language: string | undefined): string {
  return formatNumber(value, DIGITS, language);
}

/** Up, down or none, as the change is shown: a change that rounds to zero is none. */
function direction(change: number): string {
  if (Number(Math.abs(change).toFixed(DIGITS)) === 0) return 'none';
  return change > 0 ? 'up' : 'down';
}

/** Both players before -> after: rating, deviation, rank; the change and the expected score. */
export function CalculatorResult({ outcome, names, hasDeviation }: CalculatorResultProps) {
  const { t, i18n } = useTranslation('calculator');
  const language = i18n.resolvedLanguage;
  return (
    <div className="calculator-result__cards">
      {outcome.map((side, i) => (
        <article key={i} className="result-card" aria-label={names[i]}>
          <h3 className="result-card__name">{names[i]}</h3>
          <p className="result-card__rating">
            <span className="result-card__after">{fixed(side.rating, language)}</span>
            <span className={`change change--${direction(side.change)}`}>
              {formatSigned(side.change, DIGITS, language)}
            </span>
          </p>
          <dl className="result-card__facts">
            <div>
              <dt>{t('rating')}</dt>
              <dd>
                {fixed(side.ratingBefore, language)} → {fixed(side.rating, language)}
              </dd>
            </div>
            {hasDeviation && (
              <div>
                <dt>{t('deviation')}</dt>
                <dd>
                  {fixed(side.deviationBefore, language)} → {fixed(side.deviation, language)}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('result.rank')}</dt>
              <dd>
                {side.rankBefore === side.rankAfter
                  ? side.rankAfter
                  : `${side.rankBefore} → ${side.rankAfter}`}
              </dd>
            </div>
            <div>
              <dt>{t('result.expected')}</dt>
              <dd>{formatPercent(side.expected, DIGITS, language)}</dd>
            </div>
          </dl>
        </article>
      ))}
    </div>
  );
}
