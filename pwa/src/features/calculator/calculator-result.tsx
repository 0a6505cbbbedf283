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

function fixed(value: number | null): string {
  return formatNumber(value, DIGITS);
}

/** Up, down or none, as the change is shown: a change that rounds to zero is none. */
function direction(change: number): string {
  if (Number(Math.abs(change).toFixed(DIGITS)) === 0) return 'none';
  return change > 0 ? 'up' : 'down';
}

/** Both players before -> after: rating, deviation, rank; the change and the expected score. */
export function CalculatorResult({ outcome, names, hasDeviation }: CalculatorResultProps) {
  const { t } = useTranslation('calculator');
  return (
    <div className="calculator-result__cards">
      {outcome.map((side, i) => (
        <article key={i} className="result-card" aria-label={names[i]}>
          <h3 className="result-card__name">{names[i]}</h3>
          <p className="result-card__rating">
            <span className="result-card__after">{fixed(side.rating)}</span>
            <span className={`change change--${direction(side.change)}`}>
              {formatSigned(side.change, DIGITS)}
            </span>
          </p>
          <dl className="result-card__facts">
            <div>
              <dt>{t('rating')}</dt>
              <dd>
                {fixed(side.ratingBefore)} → {fixed(side.rating)}
              </dd>
            </div>
            {hasDeviation && (
              <div>
                <dt>{t('deviation')}</dt>
                <dd>
                  {fixed(side.deviationBefore)} → {fixed(side.deviation)}
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
              <dd>{formatPercent(side.expected, DIGITS)}</dd>
            </div>
          </dl>
        </article>
      ))}
    </div>
  );
}
