import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { calculatorFormParams, parseCalculatorForm, type CalculatorForm } from './calculator-form';

export type UpdateForm = (
  change: (form: CalculatorForm) => CalculatorForm,
  options?: { replace?: boolean },
) => void;

/** The calculator's form lives in the URL, so a calculation can be linked (?p1=ID&p2=ID...). */
export function useCalculatorForm(): [CalculatorForm, UpdateForm] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const form = useMemo(() => parseCalculatorForm(new URLSearchParams(query)), [query]);
  const update = useCallback<UpdateForm>(
    (change, options) =>
      setParams((current) => calculatorFormParams(change(parseCalculatorForm(current))), {
        replace: options?.replace ?? true,
      }),
    [setParams],
  );
  return [form, update];
}
