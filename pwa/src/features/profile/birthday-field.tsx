import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BirthdayInputs } from './birthday-inputs';

interface BirthdayFieldProps {
  value: BirthdayInputs;
  onChange: (value: BirthdayInputs) => void;
  error?: string | null;
  disabled?: boolean;
}

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}

/** Day, month and year of birth, each of which may stay empty (domain/account/birthday.ts). */
export function BirthdayField({ value, onChange, error, disabled }: BirthdayFieldProps) {
  const { t, i18n } = useTranslation('profile');
  const id = useId();
  const errorId = `${id}-error`;
  const months = useMemo(() => monthNames(i18n.language), [i18n.language]);
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const set = (part: keyof BirthdayInputs) => (text: string) =>
    onChange({ ...value, [part]: text });

  return (
    <fieldset className="profile-birthday">
      <legend className="field-label">{t('info.birthday')}</legend>
      <div className="profile-birthday__parts">
        <div className="profile-birthday__part">
          <label className="profile-birthday__label" htmlFor={`${id}-day`}>
            {t('info.day')}
          </label>
          <select
            id={`${id}-day`}
            className="input"
            value={value.day}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => set('day')(event.target.value)}
          >
            <option value="">{t('info.unknown')}</option>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </div>
        <div className="profile-birthday__part profile-birthday__part--month">
          <label className="profile-birthday__label" htmlFor={`${id}-month`}>
            {t('info.month')}
          </label>
          <select
            id={`${id}-month`}
            className="input"
            value={value.month}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => set('month')(event.target.value)}
          >
            <option value="">{t('info.unknown')}</option>
            {months.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="profile-birthday__part">
          <label className="profile-birthday__label" htmlFor={`${id}-year`}>
            {t('info.year')}
          </label>
          <input
            id={`${id}-year`}
            className="input"
            type="text"
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            placeholder={t('info.yearPlaceholder')}
            value={value.year}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => set('year')(event.target.value)}
          />
        </div>
      </div>
      {error && (
        <p id={errorId} className="profile-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
