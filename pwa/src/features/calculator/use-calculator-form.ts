import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { calculatorFormParams, parseCalculatorForm, type CalculatorForm } from './calculator-form';

export type UpdateForm = (
  change: (form: CalculatorForm) => CalculatorForm,
  options?: { replace?: boolean },
) => void;

/**
 * The calculator's form lives in the URL, so a calculation can be linked (?p1=ID&p2=ID...).
 * It is also held in state: the router applies URL changes in a transition, and a controlled
 * radio button bound to the URL alone would show its old value until that transition lands.
 */
interface FormState {
  /** the URL query the router showed last */
  seen: string;
  /** the queries this hook asked the router for that it has not shown yet, oldest first */
  pushed: string[];
  form: CalculatorForm;
}

export function useCalculatorForm(): [CalculatorForm, UpdateForm] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const [state, setState] = useState<FormState>(() => ({
    seen: query,
    pushed: [],
    form: parseCalculatorForm(new URLSearchParams(query)),
  }));
  let current = state;
  if (query !== state.seen) {
    // Either our own change has landed, or the URL changed from outside (back, a link): it wins.
    const landed = state.pushed.indexOf(query);
    current =
      landed >= 0
        ? { seen: query, pushed: state.pushed.slice(landed + 1), form: state.form }
        : { seen: query, pushed: [], form: parseCalculatorForm(new URLSearchParams(query)) };
    setState(current);
  }

  const latest = useRef(current.form);
  latest.current = current.form;
  const update = useCallback<UpdateForm>(
    (change, options) => {
      const form = change(latest.current);
      const nextParams = calculatorFormParams(form);
      latest.current = form;
      setState((previous) => ({
        ...previous,
        pushed: [...previous.pushed, nextParams.toString()],
        form,
      }));
      setParams(nextParams, { replace: options?.replace ?? true });
    },
    [setParams],
  );
  return [current.form, update];
}
