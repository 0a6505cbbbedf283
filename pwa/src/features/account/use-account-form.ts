import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountRequestError } from './account-api';
import { failureText, type FailureText } from './account-errors';
import { hasErrors, type FieldErrorKey, type FieldErrors } from './form-validation';

interface AccountFormOptions<V extends Record<keyof V, string>> {
  initial: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** Sends the values; a thrown AccountRequestError becomes the form's alert (or a field's error). */
  submit: (values: V) => Promise<void>;
}

export interface AccountForm<V extends Record<keyof V, string>> {
  pending: boolean;
  /** the server's refusal, shown in the form's alert region */
  failure: FailureText | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** a TextField's props for one field; its error shows once it was left, or after a submit */
  field: (name: keyof V & string) => AccountFieldProps;
}

/** The props of a TextField bound to a form field: no auto-capitals or corrections in logins. */
export interface AccountFieldProps {
  id: string;
  name: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  autoCapitalize: 'none';
  autoCorrect: 'off';
  spellCheck: false;
}

/** Values, client-side validation (on blur and on submit), progress and server errors of a form. */
export function useAccountForm<V extends Record<keyof V, string>>({
  initial,
  validate,
  submit,
}: AccountFormOptions<V>): AccountForm<V> {
  type Field = keyof V & string;
  const { t } = useTranslation('account');
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<FailureText | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});

  const clientErrors = validate(values);
  const inputId = (field: Field) => `${formId}-${field}`;
  const isField = (name: string): name is Field => Object.keys(initial).includes(name);

  const errorOf = (field: Field): FieldErrorKey | null => {
    if (submitted || touched.has(field)) {
      const error = clientErrors[field];
      if (error) return error;
    }
    return serverErrors[field] ?? null;
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest as FieldErrors<Field>);
  };

  const blur = (field: Field) => {
    if (!touched.has(field)) setTouched((current) => new Set(current).add(field));
  };

  const showFailure = (error: unknown) => {
    if (!(error instanceof AccountRequestError)) {
      setFailure({ key: 'errors.unknown' });
      return;
    }
    const text = failureText(error.failure);
    const field = error.failure.field;
    if (field !== null && isField(field) && text.key.startsWith('validation.')) {
      setServerErrors({ [field]: text.key.slice('validation.'.length) } as FieldErrors<Field>);
      document.getElementById(inputId(field))?.focus();
      return;
    }
    setFailure(text);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setFailure(null);
    if (hasErrors(clientErrors)) {
      const first = Object.keys(initial).find((field) => clientErrors[field as Field]);
      if (first) document.getElementById(inputId(first as Field))?.focus();
      return;
    }
    setPending(true);
    submit(values)
      .catch(showFailure)
      .finally(() => setPending(false));
  };

  const field = (name: Field): AccountFieldProps => {
    const error = errorOf(name);
    return {
      id: inputId(name),
      name,
      value: values[name],
      error: error ? t(`validation.${error}`) : null,
      onChange: (value) => change(name, value),
      onBlur: () => blur(name),
      autoCapitalize: 'none',
      autoCorrect: 'off',
      spellCheck: false,
    };
  };

  return { pending, failure, onSubmit, field };
}
