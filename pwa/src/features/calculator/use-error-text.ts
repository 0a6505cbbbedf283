import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculationError } from './calculator-form';

/** The translated message of a refused calculator field. */
export function useErrorText(): (error: CalculationError) => string {
  const { t } = useTranslation('calculator');
  return useCallback(
    (error: CalculationError) => {
      const field = error.field.split('.').at(-1) ?? error.field;
      return t(`errors.${error.code}`, {
        min: error.min,
        max: error.max,
        field: t(`fields.${field}`),
      });
    },
    [t],
  );
}
