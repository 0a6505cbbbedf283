import { useId } from 'react';
import type { RatingSystemId } from '@domain/rating/types';
import { RATING_SYSTEM_IDS, isRatingSystemId } from '@domain/rating/systems';

interface FederationSelectProps {
  label: string;
  /** the label's class ("field-label" in a form); none when left out */
  labelClassName?: string;
  value: RatingSystemId;
  onChange: (federation: RatingSystemId) => void;
  /** what each rating system is called, in the caller's words */
  systemName: (system: RatingSystemId) => string;
}

/** A labelled select of the rating systems (federations). */
export function FederationSelect({
  label,
  labelClassName,
  value,
  onChange,
  systemName,
}: FederationSelectProps) {
  const id = `${useId()}-federation`;
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => {
          const federation = event.target.value;
          if (isRatingSystemId(federation)) onChange(federation);
        }}
      >
        {RATING_SYSTEM_IDS.map((system) => (
          <option key={system} value={system}>
            {systemName(system)}
          </option>
        ))}
      </select>
    </>
  );
}
